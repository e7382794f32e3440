/**
 * What the process API tests share: a world without the demo's process data (the seed's 请假审批 draft and
 * version, 李四 as 负责人 of 研发部, 王五 in the role hr), so each test file arranges its own people and
 * deploys its own version 1; and roles made once.
 */
import type { Kysely } from 'kysely';
import { newId } from '../../server/db/ids';
import type { Database } from '../../server/db/types';

/**
 * Removes the seed's process demo: saved and deployed processes (no instance exists yet), departments'
 * 负责人, and every member of the role hr.
 *
 * @example
 * await withoutProcessDemo(t.db);
 */
export async function withoutProcessDemo(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('act_process').execute();
  await db.deleteFrom('act_node_button').execute();
  await db.deleteFrom('act_definition').execute();
  await db.updateTable('sys_depart').set({ director_user_ids: null }).execute();
  const hr = await db.selectFrom('sys_role').select('id').where('role_code', '=', 'hr').executeTakeFirst();
  if (hr) await db.deleteFrom('sys_user_role').where('role_id', '=', hr.id).execute();
}

/**
 * The id of the role `code`, made with `name` when it does not exist.
 *
 * @example
 * await roleOf(t.db, 'hr', '人事') // '3f2a…'
 */
export async function roleOf(db: Kysely<Database>, code: string, name: string): Promise<string> {
  const found = await db.selectFrom('sys_role').select('id').where('role_code', '=', code).executeTakeFirst();
  if (found) return found.id;
  const id = newId();
  await db
    .insertInto('sys_role')
    .values({
      id,
      role_name: name,
      role_code: code,
      description: null,
      created_by: 'test',
      created_at: new Date().toISOString(),
      updated_by: null,
      updated_at: null,
    })
    .execute();
  return id;
}
