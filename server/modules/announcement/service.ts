/**
 * 系统通告 as the admin manages them (SPEC.md §3 "Announcement", §7): drafts are added and edited, published
 * (`doReleaseData`) and revoked (`doReovkeData`), deleted when not published. Publishing writes what the
 * bells read, in one transaction:
 * - ALL: no rows now. Every user's bell reads published ALL announcements sent after the user was created,
 *   and a read mark is a send row written when they open it (inbox.ts). So publishing to 100,000 users is one
 *   UPDATE, and users added later see what is published later.
 * - USER: the chosen users plus the users of the chosen departments, resolved now (one query), one send row
 *   each, inserted 500 to a statement.
 * Functions take a Kysely handle; routes.ts adds the push to browsers after the commit.
 */
import type { Kysely, Selectable } from 'kysely';
import { newId, splitIds } from '../../db/ids';
import type { Database } from '../../db/index';
import type { SysAnnouncementTable } from '../../db/types';
import { withDictText } from '../dict/dict-text';
import { countOf, fieldSearch, pageOf, pageWindow, searchCondition, type Page } from '../paging';
import {
  APP_ERR_ANNOUNCEMENT_NOT_DRAFT,
  APP_ERR_ANNOUNCEMENT_NOT_FOUND,
  APP_ERR_ANNOUNCEMENT_NOT_PUBLISHED,
  APP_ERR_ANNOUNCEMENT_NO_RECIPIENT,
  APP_ERR_ANNOUNCEMENT_NO_TARGET,
  APP_ERR_ANNOUNCEMENT_PUBLISHED,
  APP_ERR_ANNOUNCEMENT_TIMES,
} from './errors';
import { cleanHtml } from './sanitize';
import type { AnnouncementInput, ListQuery } from './schemas';

type Db = Kysely<Database>;
export type AnnouncementRow = Selectable<SysAnnouncementTable>;

/** send_status values. */
export const DRAFT = '0';
export const PUBLISHED = '1';
export const REVOKED = '2';

/** Send rows per INSERT statement when publishing to many users. */
const INSERT_CHUNK = 500;

/** The dictionaries of the coded fields (seed/dictionaries.ts), for `<field>_dictText`. */
const DICTS = {
  priority: 'priority',
  msgCategory: 'msg_category',
  msgType: 'msg_type',
  sendStatus: 'send_status',
};

const SORT = {
  createTime: 'created_at',
  sendTime: 'send_time',
  titile: 'titile',
  priority: 'priority',
} as const;

/** The buttons that make a user a manager of announcements, who sees every one of them. */
export const MANAGER_CODES = [
  'announcement:add',
  'announcement:edit',
  'announcement:delete',
  'announcement:release',
  'announcement:revoke',
];

/** A user who only reads the 系统通告 list: they see the published announcements sent to them. */
export interface Viewer {
  id: string;
  createdAt: string;
}

/** Does a user with these codes manage announcements (see all), or only read those sent to them? */
export const managesAnnouncements = (codes: readonly string[]) =>
  MANAGER_CODES.some((c) => codes.includes(c));

/** An announcement as the API answers it (JeecgBoot's SysAnnouncement field names). */
export function toRecord(row: AnnouncementRow) {
  return {
    id: row.id,
    titile: row.titile,
    msgContent: row.msg_content ?? '',
    startTime: row.start_time,
    endTime: row.end_time,
    sender: row.sender,
    priority: row.priority,
    msgCategory: row.msg_category,
    msgType: row.msg_type,
    sendStatus: row.send_status,
    sendTime: row.send_time,
    cancelTime: row.cancel_time,
    delFlag: String(row.del_flag),
    userIds: row.user_ids ?? '',
    departIds: row.depart_ids ?? '',
    createBy: row.created_by,
    createTime: row.created_at,
    updateBy: row.updated_by,
    updateTime: row.updated_at,
  };
}
export type AnnouncementRecord = ReturnType<typeof toRecord>;

/**
 * One page of announcements, newest first, each with `priority_dictText`, `msgCategory_dictText`,
 * `msgType_dictText` and `sendStatus_dictText`; for a `viewer` (no manager code), only the published ones
 * sent to them.
 *
 * @example
 * await listAnnouncements(db, { titile: '维护', pageNo: 1, pageSize: 10 }) // { records: [...], total: 1, ... }
 */
export async function listAnnouncements(
  db: Db,
  query: ListQuery,
  viewer?: Viewer,
): Promise<Page<AnnouncementRecord>> {
  const { pageNo, pageSize, offset, limit } = pageWindow(query);
  let base = db.selectFrom('sys_announcement').where('del_flag', '=', 0);
  if (viewer)
    base = base
      .where('send_status', '=', PUBLISHED)
      .where((eb) =>
        eb.or([
          eb.and([eb('msg_type', '=', 'ALL'), eb('send_time', '>=', viewer.createdAt)]),
          eb.exists(
            eb
              .selectFrom('sys_announcement_send as s')
              .select('s.id')
              .whereRef('s.annt_id', '=', 'sys_announcement.id')
              .where('s.user_id', '=', viewer.id),
          ),
        ]),
      );
  if (query.titile) base = base.where(searchCondition('titile', fieldSearch(query.titile)));
  if (query.sender) base = base.where(searchCondition('sender', fieldSearch(query.sender)));
  if (query.msgCategory) base = base.where('msg_category', '=', query.msgCategory);
  if (query.sendStatus) base = base.where('send_status', '=', query.sendStatus);
  const counted = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy(SORT[query.column ?? 'createTime'], query.order ?? 'desc')
    .orderBy('id')
    .offset(offset)
    .limit(limit)
    .execute();
  const records = await withDictText(db, rows.map(toRecord), DICTS);
  return pageOf(records, countOf(counted), pageNo, pageSize);
}

/** A stored announcement, or 404. */
export async function findAnnouncement(db: Db, id: string): Promise<AnnouncementRow> {
  const row = await db
    .selectFrom('sys_announcement')
    .selectAll()
    .where('id', '=', id)
    .where('del_flag', '=', 0)
    .executeTakeFirst();
  if (!row) throw new APP_ERR_ANNOUNCEMENT_NOT_FOUND();
  return row;
}

/** The columns an add or edit writes, checked: body cleaned, ids de-duplicated, times in order. */
function columnsOf(input: AnnouncementInput) {
  const start = input.startTime || null;
  const end = input.endTime || null;
  if (start && end && end.replace('T', ' ') < start.replace('T', ' ')) throw new APP_ERR_ANNOUNCEMENT_TIMES();
  const msgType = input.msgType ?? 'ALL';
  const userIds = msgType === 'USER' ? [...new Set(splitIds(input.userIds))] : [];
  const departIds = msgType === 'USER' ? [...new Set(splitIds(input.departIds))] : [];
  if (msgType === 'USER' && userIds.length === 0 && departIds.length === 0)
    throw new APP_ERR_ANNOUNCEMENT_NO_TARGET();
  return {
    titile: input.titile.trim(),
    msg_content: cleanHtml(input.msgContent),
    start_time: start,
    end_time: end,
    priority: input.priority ?? 'L',
    msg_category: input.msgCategory ?? '1',
    msg_type: msgType,
    // JeecgBoot keeps a trailing comma; its client splits either way.
    user_ids: userIds.length ? `${userIds.join(',')},` : null,
    depart_ids: departIds.length ? `${departIds.join(',')},` : null,
  };
}

/**
 * A new draft.
 *
 * @example
 * await addAnnouncement(db, 'admin', { titile: '放假通知', msgContent: '<p>…</p>', msgType: 'ALL' }, now)
 */
export async function addAnnouncement(
  db: Db,
  username: string,
  input: AnnouncementInput,
  now: Date,
): Promise<AnnouncementRecord> {
  const id = newId();
  await db
    .insertInto('sys_announcement')
    .values({
      id,
      ...columnsOf(input),
      sender: username,
      send_status: DRAFT,
      created_by: username,
      created_at: now.toISOString(),
    })
    .execute();
  return toRecord(await findAnnouncement(db, id));
}

/** Changes a draft; a published or revoked one answers 409. @example await editAnnouncement(db, 'admin', id, input, now) */
export async function editAnnouncement(
  db: Db,
  username: string,
  id: string,
  input: AnnouncementInput,
  now: Date,
): Promise<AnnouncementRecord> {
  const columns = columnsOf(input);
  const result = await db
    .updateTable('sys_announcement')
    .set({ ...columns, updated_by: username, updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('del_flag', '=', 0)
    .where('send_status', '=', DRAFT)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    await findAnnouncement(db, id);
    throw new APP_ERR_ANNOUNCEMENT_NOT_DRAFT('编辑');
  }
  return toRecord(await findAnnouncement(db, id));
}

/** Deletes drafts and revoked announcements (their send rows go with them); a published one answers 409. */
export async function deleteAnnouncements(db: Db, ids: readonly string[]): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const rows = await tx
      .selectFrom('sys_announcement')
      .select(['id', 'titile', 'send_status'])
      .where('id', 'in', ids)
      .where('del_flag', '=', 0)
      .execute();
    if (rows.length < new Set(ids).size) throw new APP_ERR_ANNOUNCEMENT_NOT_FOUND();
    const published = rows.find((row) => row.send_status === PUBLISHED);
    if (published) throw new APP_ERR_ANNOUNCEMENT_PUBLISHED(published.titile);
    await tx.deleteFrom('sys_announcement_send').where('annt_id', 'in', ids).execute();
    await tx.deleteFrom('sys_announcement').where('id', 'in', ids).execute();
  });
}

/** Whom a publish reaches: everyone, or these user ids. */
export type Audience = { all: true } | { all: false; userIds: string[] };

/** The live users among the chosen ones and in the chosen departments: one query each. */
async function recipients(db: Db, row: AnnouncementRow): Promise<string[]> {
  const ids = new Set<string>();
  const chosen = splitIds(row.user_ids);
  for (let i = 0; i < chosen.length; i += INSERT_CHUNK) {
    const users = await db
      .selectFrom('sys_user')
      .select('id')
      .where('id', 'in', chosen.slice(i, i + INSERT_CHUNK))
      .where('del_flag', '=', 0)
      .execute();
    for (const user of users) ids.add(user.id);
  }
  const departs = splitIds(row.depart_ids);
  if (departs.length > 0) {
    const members = await db
      .selectFrom('sys_user_depart')
      .innerJoin('sys_user', 'sys_user.id', 'sys_user_depart.user_id')
      .select('sys_user.id')
      .where('sys_user_depart.dep_id', 'in', departs)
      .where('sys_user.del_flag', '=', 0)
      .execute();
    for (const member of members) ids.add(member.id);
  }
  return [...ids];
}

/**
 * Publishes a draft: send_status 1, send_time now, sender the caller; for USER one unread send row per
 * recipient. Answers whom to tell.
 *
 * @example
 * await publishAnnouncement(db, 'admin', id, now) // { row, audience: { all: false, userIds: ['…lisi'] } }
 */
export async function publishAnnouncement(
  db: Db,
  username: string,
  id: string,
  now: Date,
): Promise<{ row: AnnouncementRow; audience: Audience }> {
  return db.transaction().execute(async (tx) => {
    const row = await findAnnouncement(tx, id);
    if (row.send_status !== DRAFT) throw new APP_ERR_ANNOUNCEMENT_NOT_DRAFT('发布');
    const at = now.toISOString();
    const userIds = row.msg_type === 'ALL' ? [] : await recipients(tx, row);
    if (row.msg_type !== 'ALL' && userIds.length === 0) throw new APP_ERR_ANNOUNCEMENT_NO_RECIPIENT();
    await tx
      .updateTable('sys_announcement')
      .set({ send_status: PUBLISHED, send_time: at, sender: username, updated_by: username, updated_at: at })
      .where('id', '=', id)
      .execute();
    for (let i = 0; i < userIds.length; i += INSERT_CHUNK) {
      await tx
        .insertInto('sys_announcement_send')
        .values(
          userIds.slice(i, i + INSERT_CHUNK).map((userId) => ({
            id: newId(),
            annt_id: id,
            user_id: userId,
            read_flag: 0,
            created_by: username,
            created_at: at,
          })),
        )
        .execute();
    }
    const published = await findAnnouncement(tx, id);
    return { row: published, audience: row.msg_type === 'ALL' ? { all: true } : { all: false, userIds } };
  });
}

/**
 * Revokes a published announcement: gone from every bell and list at once (they read published ones only).
 * Answers whom to tell.
 *
 * @example
 * await revokeAnnouncement(db, 'admin', id, now)
 */
export async function revokeAnnouncement(
  db: Db,
  username: string,
  id: string,
  now: Date,
): Promise<{ row: AnnouncementRow; audience: Audience }> {
  return db.transaction().execute(async (tx) => {
    const row = await findAnnouncement(tx, id);
    if (row.send_status !== PUBLISHED) throw new APP_ERR_ANNOUNCEMENT_NOT_PUBLISHED();
    const at = now.toISOString();
    await tx
      .updateTable('sys_announcement')
      .set({ send_status: REVOKED, cancel_time: at, updated_by: username, updated_at: at })
      .where('id', '=', id)
      .execute();
    const sent =
      row.msg_type === 'ALL'
        ? []
        : await tx.selectFrom('sys_announcement_send').select('user_id').where('annt_id', '=', id).execute();
    const revoked = await findAnnouncement(tx, id);
    return {
      row: revoked,
      audience: row.msg_type === 'ALL' ? { all: true } : { all: false, userIds: sent.map((s) => s.user_id) },
    };
  });
}
