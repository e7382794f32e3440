/**
 * Demo data for an empty database: departments, positions, dictionaries, the full menu tree, roles,
 * users and announcements (the data files of this folder). Runs only when sys_user is empty, in one
 * transaction, so a half-seeded database never exists.
 */
import type { Insertable, Kysely } from 'kysely';
import { DEMO_PASSWORD } from '../../config';
import { hashPassword } from '../../modules/auth/password';
import { seedDemoOrder } from '../../modules/demo-order/seed';
import { newId } from '../ids';
import type { Database } from '../index';
import { SEED_ANNOUNCEMENTS } from './announcements';
import { SEED_DEPARTS, type SeedDepart } from './departs';
import { SEED_DICTS } from './dictionaries';
import { seedMenus, seedRoles } from './menu-writer';
import { SEED_POSITIONS } from './positions';
import { seedProcessDemo } from './process';
import { SEED_USERS } from './users';
import type { Audit, Ids, Tx } from './writer-types';

export interface SeedOptions {
  /** admin's password; the demo password (123456, every other demo user's too) when absent. */
  adminPassword?: string;
  clock?: () => Date;
}

async function seedDeparts(tx: Tx, audit: Audit): Promise<Ids> {
  const ids: Ids = new Map();
  const rows: Array<Insertable<Database['sys_depart']>> = [];
  const walk = (departs: readonly SeedDepart[], parentId: string | null) =>
    departs.forEach((depart, index) => {
      const id = newId();
      ids.set(depart.orgCode, id);
      rows.push({
        ...audit,
        id,
        parent_id: parentId,
        depart_name: depart.name,
        org_code: depart.orgCode,
        org_category: depart.category,
        depart_order: index + 1,
        description: depart.description ?? null,
      });
      walk(depart.children ?? [], id);
    });
  walk(SEED_DEPARTS, null);
  await tx.insertInto('sys_depart').values(rows).execute();
  return ids;
}

async function seedDictionaries(tx: Tx, audit: Audit): Promise<void> {
  for (const dict of SEED_DICTS) {
    const dictId = newId();
    await tx
      .insertInto('sys_dict')
      .values({
        ...audit,
        id: dictId,
        dict_code: dict.code,
        dict_name: dict.name,
        description: dict.description ?? null,
      })
      .execute();
    await tx
      .insertInto('sys_dict_item')
      .values(
        dict.items.map(([value, text], index) => ({
          ...audit,
          id: newId(),
          dict_id: dictId,
          item_value: value,
          item_text: text,
          sort_order: index + 1,
          status: 1,
        })),
      )
      .execute();
  }
}

async function seedUsers(
  tx: Tx,
  audit: Audit,
  hashes: Map<string, string>,
  departIds: Ids,
  roleIds: Ids,
): Promise<Ids> {
  const userIds: Ids = new Map();
  for (const user of SEED_USERS) {
    const userId = newId();
    userIds.set(user.username, userId);
    await tx
      .insertInto('sys_user')
      .values({
        ...audit,
        id: userId,
        username: user.username,
        realname: user.realname,
        password_hash: hashes.get(user.username) ?? '',
        avatar: null,
        sex: user.sex,
        birthday: user.birthday,
        email: user.email,
        phone: user.phone,
        org_code: user.orgCode,
        status: 1,
        del_flag: 0,
        work_no: user.workNo,
        post: user.post,
      })
      .execute();
    const lookup = (ids: Ids, key: string, what: string) => {
      const id = ids.get(key);
      if (!id) throw new Error(`Seed user '${user.username}' names unknown ${what} '${key}'`);
      return id;
    };
    await tx
      .insertInto('sys_user_role')
      .values(
        user.roles.map((code) => ({ id: newId(), user_id: userId, role_id: lookup(roleIds, code, 'role') })),
      )
      .execute();
    await tx
      .insertInto('sys_user_depart')
      .values(
        user.departs.map((org) => ({
          id: newId(),
          user_id: userId,
          dep_id: lookup(departIds, org, 'department'),
        })),
      )
      .execute();
  }
  return userIds;
}

async function seedAnnouncements(tx: Tx, audit: Audit, now: Date, userIds: Ids): Promise<void> {
  for (const annt of SEED_ANNOUNCEMENTS) {
    const id = newId();
    const sentAt =
      annt.sentDaysAgo === undefined
        ? null
        : new Date(now.getTime() - annt.sentDaysAgo * 86_400_000).toISOString();
    await tx
      .insertInto('sys_announcement')
      .values({
        ...audit,
        id,
        titile: annt.titile,
        msg_content: annt.msgContent,
        sender: annt.sender,
        priority: annt.priority,
        msg_category: annt.msgCategory,
        msg_type: annt.msgType,
        send_status: annt.sendStatus,
        send_time: sentAt,
        start_time: sentAt,
      })
      .execute();
    if (annt.sendStatus !== '1') continue;
    await tx
      .insertInto('sys_announcement_send')
      .values(
        [...userIds.values()].map((userId) => ({ ...audit, id: newId(), annt_id: id, user_id: userId })),
      )
      .execute();
  }
}

/**
 * Seeds the demo data when the database has no user yet; returns whether it did. Safe to call on every
 * start-up.
 *
 * @example
 * await seedIfEmpty(db, { adminPassword: process.env.ADMIN_PASSWORD }); // true the first time, then false
 */
export async function seedIfEmpty(db: Kysely<Database>, options: SeedOptions = {}): Promise<boolean> {
  const existing = await db.selectFrom('sys_user').select('id').limit(1).executeTakeFirst();
  if (existing) return false;

  // Hashing is slow on purpose; do it before the transaction holds the database.
  const hashes = new Map<string, string>();
  for (const user of SEED_USERS) {
    const password = user.isAdmin ? (options.adminPassword ?? DEMO_PASSWORD) : DEMO_PASSWORD;
    hashes.set(user.username, await hashPassword(password));
  }

  const now = (options.clock ?? (() => new Date()))();
  const audit: Audit = { created_by: 'system', created_at: now.toISOString() };
  await db.transaction().execute(async (tx) => {
    const departIds = await seedDeparts(tx, audit);
    await tx
      .insertInto('sys_position')
      .values(
        SEED_POSITIONS.map((p) => ({ ...audit, id: newId(), code: p.code, name: p.name, post_rank: p.rank })),
      )
      .execute();
    await seedDictionaries(tx, audit);
    const menus = await seedMenus(tx, audit);
    const roleIds = await seedRoles(tx, audit, menus);
    const userIds = await seedUsers(tx, audit, hashes, departIds, roleIds);
    await seedAnnouncements(tx, audit, now, userIds);
    await seedProcessDemo(tx, audit, userIds, departIds);
    await seedDemoOrder(tx, audit.created_at);
  });
  return true;
}
