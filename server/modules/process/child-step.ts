/**
 * Completes one task from a separate Node process: the API tests run it to show that an instance started by
 * one server process is continued by another that shares only the database (no memory, no cache).
 *
 * Usage: node --import tsx server/modules/process/child-step.ts '{"dataDir":"…"|"databaseUrl":"…","username":"wangwu","taskId":"…"}'
 * Prints the step's answer as JSON on stdout; a refusal prints `{ "error": status, "message": … }`.
 */
import { createDb } from '../../db/index';
import { AppError } from '../../errors';
import { processCaller } from './records';
import { completeTask } from './service';

interface ChildInput {
  dataDir?: string;
  databaseUrl?: string;
  username: string;
  taskId: string;
  comment?: string;
}

/**
 * Runs the step of `input` on its own connection to the database.
 *
 * @example
 * await completeFromChild({ databaseUrl, username: 'wangwu', taskId }) // { instanceId, status, openTasks }
 */
export async function completeFromChild(input: ChildInput): Promise<unknown> {
  const db = createDb({ dataDir: input.dataDir ?? '', databaseUrl: input.databaseUrl });
  try {
    const caller = await processCaller(db, input.username);
    return await completeTask(db, caller, { taskId: input.taskId, comment: input.comment }, new Date());
  } catch (error) {
    if (error instanceof AppError) return { error: error.statusCode, message: error.message };
    throw error;
  } finally {
    await db.destroy();
  }
}

if (process.argv[2]) {
  const answer = await completeFromChild(JSON.parse(process.argv[2]) as ChildInput);
  process.stdout.write(`${JSON.stringify(answer)}\n`);
}
