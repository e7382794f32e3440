/**
 * What the process API tests share: a world without the demo's process data (the seed's 请假审批 draft and
 * version, 李四 as 负责人 of 研发部, 王五 in the role hr), so each test file arranges its own people and
 * deploys its own version 1; and roles made once.
 */
import { execFile } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { promisify } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { newId } from '../../server/db/ids';
import type { Database } from '../../server/db/types';
import { AppError } from '../../server/errors';
import type { TestApp } from '../../server/testing/test-db';

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

/**
 * The process-service tests' people, the other way round from the demo: wangwu leads 研发部 (zhangsan's
 * department: a member of identity 2, 上级) and lisi holds the role hr.
 *
 * @example
 * await arrangePeople(t.db);
 */
export async function arrangePeople(db: Kysely<Database>): Promise<void> {
  await withoutProcessDemo(db);
  const idOf = async (username: string) =>
    (await db.selectFrom('sys_user').select('id').where('username', '=', username).executeTakeFirstOrThrow())
      .id;
  const rd = await db
    .selectFrom('sys_depart')
    .select('id')
    .where('org_code', '=', 'A01A01')
    .executeTakeFirstOrThrow();
  const wangwu = await idOf('wangwu');
  await db.insertInto('sys_user_depart').values({ id: newId(), user_id: wangwu, dep_id: rd.id }).execute();
  await db.updateTable('sys_user').set({ user_identity: 2 }).where('id', '=', wangwu).execute();
  const roleId = await roleOf(db, 'hr', '人事');
  await db
    .insertInto('sys_user_role')
    .values({ id: newId(), user_id: await idOf('lisi'), role_id: roleId })
    .execute();
}

/**
 * The refusal a call ends in: its status and message.
 *
 * @example
 * await refusal(completeTask(db, wangwu, input, now)) // { status: 403, message: '您不是任务「…」的办理人：…' }
 */
export async function refusal(call: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await call;
  } catch (error) {
    if (error instanceof AppError) return { status: error.statusCode, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

const run = promisify(execFile);
const CHILD_STEP = resolve(__dirname, '../../server/modules/process/child-step.ts');

/** Where another server process finds this test's database. */
async function location(t: TestApp): Promise<{ dataDir?: string; databaseUrl?: string }> {
  if (t.dialect === 'sqlite') {
    const { rows } = await sql<{ name: string; file: string }>`pragma database_list`.execute(t.db);
    return { dataDir: dirname(rows.find((row) => row.name === 'main')!.file) };
  }
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.db);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${rows[0].name}`;
  return { databaseUrl: url.toString() };
}

/**
 * Completes a task from a separate Node process on this test's database (child-step.ts), as another
 * server would, and answers what that process's step answered.
 *
 * @example
 * await completeInChildProcess(t, { username: 'wangwu', taskId, comment: '同意（另一进程）' }) // { status: 'completed', ... }
 */
export async function completeInChildProcess(
  t: TestApp,
  step: { username: string; taskId: string; comment?: string },
): Promise<unknown> {
  const input = { ...(await location(t)), ...step };
  const { stdout } = await run(process.execPath, ['--import', 'tsx', CHILD_STEP, JSON.stringify(input)], {
    cwd: resolve(__dirname, '../..'),
  });
  return JSON.parse(stdout.trim().split('\n').pop()!);
}
