/**
 * A user's own announcements (the bell, /isps/userAnnouncement): published ones sent to them — a send row
 * of theirs, or an ALL announcement sent since their account was made (service.ts: ALL writes no rows).
 * Every query is narrowed to the caller: nobody reads or marks another's row, and an announcement not sent
 * to the caller answers 404 as if it did not exist.
 */
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors';
import { newId } from '../../db/ids';
import type { Database } from '../../db/index';
import { withDictText } from '../dict/dict-text';
import { countOf, fieldSearch, pageOf, pageWindow, searchCondition, type Page } from '../paging';
import { APP_ERR_ANNOUNCEMENT_NOT_FOUND } from './errors';
import type { MyListQuery } from './schemas';
import { PUBLISHED } from './service';

type Db = Kysely<Database>;

/** Who is asking: their id and when their account was made (ALL announcements before that are not theirs). */
export interface Reader {
  id: string;
  username: string;
  createdAt: string;
}

/** The caller's account, for `Reader`. @example await readerOf(db, user.id) */
export async function readerOf(db: Db, userId: string): Promise<Reader> {
  const row = await db
    .selectFrom('sys_user')
    .select(['id', 'username', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return { id: row.id, username: row.username, createdAt: row.created_at };
}

/** Published announcements joined with the reader's send row (if any), narrowed to those sent to them. */
function mine(db: Db, reader: Reader) {
  return db
    .selectFrom('sys_announcement as a')
    .leftJoin('sys_announcement_send as s', (join) =>
      join.onRef('s.annt_id', '=', 'a.id').on('s.user_id', '=', reader.id),
    )
    .where('a.send_status', '=', PUBLISHED)
    .where('a.del_flag', '=', 0)
    .where((eb) =>
      eb.or([
        eb('s.id', 'is not', null),
        eb.and([eb('a.msg_type', '=', 'ALL'), eb('a.send_time', '>=', reader.createdAt)]),
      ]),
    );
}

const COLUMNS = [
  'a.id',
  'a.titile',
  'a.msg_content',
  'a.sender',
  'a.send_time',
  'a.priority',
  'a.msg_category',
  'a.start_time',
  'a.end_time',
  's.id as send_id',
  's.read_flag',
] as const;

type MineRow = {
  id: string;
  titile: string;
  msg_content: string | null;
  sender: string | null;
  send_time: string | null;
  priority: string;
  msg_category: string;
  start_time: string | null;
  end_time: string | null;
  send_id: string | null;
  read_flag: number | null;
};

/** One of the reader's announcements as the bell and the list read it (ShowAnnouncement.vue's fields). */
function toMessage(row: MineRow) {
  return {
    id: row.id,
    anntId: row.id,
    titile: row.titile,
    msgContent: row.msg_content ?? '',
    sender: row.sender,
    sendTime: row.send_time,
    priority: row.priority,
    msgCategory: row.msg_category,
    startTime: row.start_time,
    endTime: row.end_time,
    readFlag: String(row.read_flag ?? 0),
    readFlag_dictText: row.read_flag === 1 ? '已读' : '未读',
  };
}
export type Message = ReturnType<typeof toMessage>;

/**
 * The bell: the newest `pageSize` unread of each category and how many there are (SPEC.md §7 listByUser).
 *
 * @example
 * await unreadByCategory(db, reader, 5) // { anntMsgList: [...], anntMsgTotal: 1, sysMsgList: [], sysMsgTotal: 0 }
 */
export async function unreadByCategory(db: Db, reader: Reader, pageSize: number) {
  const category = async (code: '1' | '2') => {
    const unread = mine(db, reader)
      .where('a.msg_category', '=', code)
      .where((eb) => eb.or([eb('s.read_flag', 'is', null), eb('s.read_flag', '=', 0)]));
    const counted = await unread.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const rows = await unread
      .select(COLUMNS)
      .orderBy('a.send_time', 'desc')
      .orderBy('a.id')
      .limit(pageSize)
      .execute();
    return { list: rows.map(toMessage), total: countOf(counted) };
  };
  const [annt, sys] = [await category('1'), await category('2')];
  return { anntMsgList: annt.list, anntMsgTotal: annt.total, sysMsgList: sys.list, sysMsgTotal: sys.total };
}

/**
 * One page of the reader's announcements, newest first, read or unread (`readFlag` '0' / '1').
 *
 * @example
 * await myAnnouncements(db, reader, { readFlag: '0' }) // { records: [{ anntId, titile, readFlag: '0', ... }], ... }
 */
export async function myAnnouncements(db: Db, reader: Reader, query: MyListQuery): Promise<Page<Message>> {
  const { pageNo, pageSize, offset, limit } = pageWindow(query);
  let base = mine(db, reader);
  if (query.titile) base = base.where(searchCondition('a.titile', fieldSearch(query.titile)));
  if (query.sender) base = base.where(searchCondition('a.sender', fieldSearch(query.sender)));
  if (query.msgCategory) base = base.where('a.msg_category', '=', query.msgCategory);
  if (query.readFlag === '1') base = base.where('s.read_flag', '=', 1);
  if (query.readFlag === '0')
    base = base.where((eb) => eb.or([eb('s.read_flag', 'is', null), eb('s.read_flag', '=', 0)]));
  const counted = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .select(COLUMNS)
    .orderBy('a.send_time', 'desc')
    .orderBy('a.id')
    .offset(offset)
    .limit(limit)
    .execute();
  const records = await withDictText(db, rows.map(toMessage), {
    priority: 'priority',
    msgCategory: 'msg_category',
  });
  return pageOf(records, countOf(counted), pageNo, pageSize);
}

/**
 * One announcement sent to the reader, or 404 (also for one that exists but is not theirs).
 *
 * @example
 * await myAnnouncement(db, reader, anntId) // { titile, msgContent, readFlag, ... }
 */
export async function myAnnouncement(db: Db, reader: Reader, anntId: string): Promise<Message> {
  const row = await mine(db, reader).where('a.id', '=', anntId).select(COLUMNS).executeTakeFirst();
  if (!row) throw new APP_ERR_ANNOUNCEMENT_NOT_FOUND();
  return toMessage(row);
}

/**
 * Marks one of the reader's announcements read (their own send row; an ALL one gets its row now).
 *
 * @example
 * await markRead(db, reader, anntId, now)
 */
export async function markRead(db: Db, reader: Reader, anntId: string, now: Date): Promise<void> {
  const message = await myAnnouncement(db, reader, anntId);
  const at = now.toISOString();
  const updated = await db
    .updateTable('sys_announcement_send')
    .set({ read_flag: 1, read_time: at, updated_by: reader.username, updated_at: at })
    .where('annt_id', '=', message.anntId)
    .where('user_id', '=', reader.id)
    .where('read_flag', '=', 0)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0 || message.readFlag === '1') return;
  try {
    await db
      .insertInto('sys_announcement_send')
      .values({
        id: newId(),
        annt_id: message.anntId,
        user_id: reader.id,
        read_flag: 1,
        read_time: at,
        created_by: reader.username,
        created_at: at,
      })
      .execute();
  } catch (error) {
    // Marked at the same moment from another tab: it is read either way.
    if (!isUniqueViolation(error)) throw error;
  }
}

/**
 * Marks every announcement of the reader read; answers how many were unread.
 *
 * @example
 * await markAllRead(db, reader, now) // 3
 */
export async function markAllRead(db: Db, reader: Reader, now: Date): Promise<number> {
  return db.transaction().execute(async (tx) => {
    const at = now.toISOString();
    const unread = await mine(tx, reader)
      .where((eb) => eb.or([eb('s.read_flag', 'is', null), eb('s.read_flag', '=', 0)]))
      .select(['a.id', 's.id as send_id'])
      .execute();
    const withRow = unread.filter((row) => row.send_id !== null).map((row) => row.id);
    const without = unread.filter((row) => row.send_id === null).map((row) => row.id);
    for (let i = 0; i < withRow.length; i += 500)
      await tx
        .updateTable('sys_announcement_send')
        .set({ read_flag: 1, read_time: at, updated_by: reader.username, updated_at: at })
        .where('user_id', '=', reader.id)
        .where('annt_id', 'in', withRow.slice(i, i + 500))
        .execute();
    for (let i = 0; i < without.length; i += 500)
      await tx
        .insertInto('sys_announcement_send')
        .values(
          without.slice(i, i + 500).map((anntId) => ({
            id: newId(),
            annt_id: anntId,
            user_id: reader.id,
            read_flag: 1,
            read_time: at,
            created_by: reader.username,
            created_at: at,
          })),
        )
        .execute();
    return unread.length;
  });
}
