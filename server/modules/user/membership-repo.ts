/**
 * Queries of what users belong to: their roles (sys_user_role) and departments (sys_user_depart), and the
 * department tree the user list filters by.
 */
import type { Kysely } from 'kysely';
import { perShape } from '../../db/compiled';
import { newId } from '../../db/ids';
import type { Database } from '../../db/index';

type Db = Kysely<Database>;

/** A role or department a user belongs to. */
export interface Membership {
  userId: string;
  id: string;
  name: string;
  orgCode?: string;
}

// Both run for every page of every user list: built once per number of users (db/compiled.ts).
const rolesQuery = perShape((db: Db, _shape: null, { userIds }: { userIds: readonly string[] }) =>
  db
    .selectFrom('sys_user_role as ur')
    .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
    .select(['ur.user_id as userId', 'r.id as id', 'r.role_name as name'])
    .where('ur.user_id', 'in', userIds)
    .orderBy('r.role_name')
    .orderBy('r.id'),
);
const departsQuery = perShape((db: Db, _shape: null, { userIds }: { userIds: readonly string[] }) =>
  db
    .selectFrom('sys_user_depart as ud')
    .innerJoin('sys_depart as d', 'd.id', 'ud.dep_id')
    .select(['ud.user_id as userId', 'd.id as id', 'd.depart_name as name', 'd.org_code as orgCode'])
    .where('ud.user_id', 'in', userIds)
    .orderBy('d.org_code'),
);

/**
 * The roles of each user, by role name.
 *
 * @example
 * (await rolesOfUsers(db, [id])).get(id) // [{ userId, id, name: '普通用户' }]
 */
export async function rolesOfUsers(db: Db, userIds: readonly string[]): Promise<Map<string, Membership[]>> {
  if (userIds.length === 0) return new Map();
  return groupByUser(await rolesQuery.execute(db, null, { userIds }));
}

/**
 * The departments of each user, in tree order (by orgCode).
 *
 * @example
 * (await departsOfUsers(db, [id])).get(id) // [{ userId, id, name: '研发部', orgCode: 'A01A01' }]
 */
export async function departsOfUsers(db: Db, userIds: readonly string[]): Promise<Map<string, Membership[]>> {
  if (userIds.length === 0) return new Map();
  return groupByUser(await departsQuery.execute(db, null, { userIds }));
}

function groupByUser(rows: Membership[]): Map<string, Membership[]> {
  const byUser = new Map<string, Membership[]>();
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row]);
  return byUser;
}

/**
 * The departments among `ids` that exist, with their orgCode.
 *
 * @example
 * await findDeparts(db, ['d1']) // [{ id: 'd1', org_code: 'A01A01' }]
 */
export function findDeparts(db: Db, ids: readonly string[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('sys_depart')
    .select(['id', 'org_code'])
    .where('id', 'in', ids)
    .orderBy('org_code')
    .execute();
}

/**
 * The names of the departments among `ids` that exist, by id.
 *
 * @example
 * (await departNames(db, ['d1'])).get('d1') // '研发部'
 */
export async function departNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('sys_depart')
    .select(['id', 'depart_name'])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.depart_name]));
}

/**
 * A department and every department under it, or [] when it does not exist: one recursive query on both
 * dialects (UNION, not UNION ALL, so a damaged tree with a cycle still ends).
 *
 * @example
 * await departAndBelow(db, companyId) // [companyId, rdId, rdTeamId, ...]
 */
export async function departAndBelow(db: Db, departId: string): Promise<string[]> {
  const rows = await db
    .withRecursive('below(id)', (qb) =>
      qb
        .selectFrom('sys_depart')
        .select('id')
        .where('id', '=', departId)
        .union((q) =>
          q.selectFrom('sys_depart as d').innerJoin('below as b', 'b.id', 'd.parent_id').select('d.id'),
        ),
    )
    .selectFrom('below')
    .select('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Adds the users to a role (sys_user_role by role_id) or a department (sys_user_depart by dep_id); those
 * already in it are left as they are. Call it inside a transaction.
 *
 * @example
 * await addMembers(tx, 'sys_user_role', 'role_id', roleId, ['u1', 'u2'])
 */
export async function addMembers(
  db: Db,
  table: 'sys_user_role' | 'sys_user_depart',
  column: 'role_id' | 'dep_id',
  groupId: string,
  userIds: readonly string[],
): Promise<void> {
  if (userIds.length === 0) return;
  const present = await db
    .selectFrom(table)
    .select('user_id')
    .where(column as 'user_id', '=', groupId)
    .where('user_id', 'in', userIds)
    .execute();
  const members = new Set(present.map((row) => row.user_id));
  const missing = userIds.filter((id) => !members.has(id));
  if (missing.length === 0) return;
  await db
    .insertInto(table)
    .values(missing.map((userId) => ({ id: newId(), user_id: userId, [column]: groupId }) as never))
    .execute();
}

/**
 * Makes `roleIds` the user's roles. Call it inside a transaction, with replaceUserDeparts.
 *
 * @example
 * await replaceUserRoles(tx, id, ['r1'])
 */
export async function replaceUserRoles(db: Db, userId: string, roleIds: readonly string[]): Promise<void> {
  await db.deleteFrom('sys_user_role').where('user_id', '=', userId).execute();
  if (roleIds.length === 0) return;
  await db
    .insertInto('sys_user_role')
    .values(roleIds.map((roleId) => ({ id: newId(), user_id: userId, role_id: roleId })))
    .execute();
}

/**
 * Makes `departIds` the user's departments. Call it inside a transaction.
 *
 * @example
 * await replaceUserDeparts(tx, id, ['d1', 'd2'])
 */
export async function replaceUserDeparts(
  db: Db,
  userId: string,
  departIds: readonly string[],
): Promise<void> {
  await db.deleteFrom('sys_user_depart').where('user_id', '=', userId).execute();
  if (departIds.length === 0) return;
  await db
    .insertInto('sys_user_depart')
    .values(departIds.map((depId) => ({ id: newId(), user_id: userId, dep_id: depId })))
    .execute();
}
