/**
 * Users made straight in the database for API tests: a user with no role at all (to prove 403s), or
 * one with given roles and departments, without going through the routes under test.
 */
import { sql, type Kysely } from 'kysely';
import { newId } from '../db/ids';
import type { Database } from '../db/index';
import { hashPassword } from '../modules/auth/password';

export interface TestUserOptions {
  password?: string;
  /** Role codes ('admin', 'user', 'auditor' ...). */
  roles?: readonly string[];
  /** Department orgCodes ('A01A01' ...); the first becomes the user's current department. */
  departs?: readonly string[];
}

/**
 * Inserts a user and returns its id.
 *
 * @example
 * const id = await createTestUser(t.db, 'norole');                       // no role, password 123456
 * await createTestUser(t.db, 'boss', { roles: ['admin'], departs: ['A01'] });
 */
export async function createTestUser(
  db: Kysely<Database>,
  username: string,
  options: TestUserOptions = {},
): Promise<string> {
  const id = newId();
  const departs = options.departs ?? [];
  await db
    .insertInto('sys_user')
    .values({
      id,
      username,
      realname: username,
      password_hash: await hashPassword(options.password ?? '123456'),
      avatar: null,
      sex: null,
      birthday: null,
      email: null,
      phone: null,
      org_code: departs[0] ?? null,
      work_no: null,
      post: null,
      created_by: 'test',
      created_at: new Date().toISOString(),
      updated_by: null,
      updated_at: null,
    })
    .execute();
  for (const code of options.roles ?? []) {
    const role = await db
      .selectFrom('sys_role')
      .select('id')
      .where('role_code', '=', code)
      .executeTakeFirstOrThrow();
    await db.insertInto('sys_user_role').values({ id: newId(), user_id: id, role_id: role.id }).execute();
  }
  for (const orgCode of departs) {
    const depart = await db
      .selectFrom('sys_depart')
      .select('id')
      .where('org_code', '=', orgCode)
      .executeTakeFirstOrThrow();
    await db.insertInto('sys_user_depart').values({ id: newId(), user_id: id, dep_id: depart.id }).execute();
  }
  return id;
}

/**
 * The id of a seeded row by a unique column, for building requests.
 *
 * @example
 * await idOf(t.db, 'sys_role', 'role_code', 'user')
 * await idOf(t.db, 'sys_depart', 'org_code', 'A01A01')
 * await idOf(t.db, 'sys_permission', 'component_name', 'system-user')
 */
export async function idOf(
  db: Kysely<Database>,
  table: 'sys_role' | 'sys_depart' | 'sys_permission' | 'sys_user',
  column: 'role_code' | 'org_code' | 'component_name' | 'perms' | 'username',
  value: string,
): Promise<string> {
  const row = await db
    .selectFrom(table)
    .select('id')
    .where(sql.ref(column), '=', value)
    .executeTakeFirstOrThrow(() => new Error(`no ${table} row with ${column} = ${value}`));
  return row.id;
}

/**
 * Inserts a role holding the menus and buttons named by `entries` (a `perms` code such as 'user:edit', or
 * a page's component_name such as 'system-user'), and returns its id.
 *
 * @example
 * await createTestRole(t.db, 'narrow', ['system', 'system-user', 'user:password']);
 */
export async function createTestRole(
  db: Kysely<Database>,
  roleCode: string,
  entries: readonly string[],
): Promise<string> {
  const id = newId();
  await db
    .insertInto('sys_role')
    .values({
      id,
      role_name: roleCode,
      role_code: roleCode,
      description: null,
      created_by: 'test',
      created_at: new Date().toISOString(),
      updated_by: null,
      updated_at: null,
    })
    .execute();
  for (const entry of entries) {
    const column = entry.includes(':') ? 'perms' : 'component_name';
    const permissionId = await idOf(db, 'sys_permission', column, entry);
    await db
      .insertInto('sys_role_permission')
      .values({ id: newId(), role_id: id, permission_id: permissionId, data_rule_ids: null })
      .execute();
  }
  return id;
}
