/**
 * Deleting log entries (JeecgBoot's 日志管理 via JeecgListMixin: DELETE /sys/log/delete?id= and
 * /sys/log/deleteBatch?ids=), under its own button log:delete (the admin role's only, docs/decisions.md).
 * Nobody erases the trail of their own actions: an entry whose operator is the caller (by account id or
 * name, sign-ins included) is refused, so what one administrator did can only be removed by another, and
 * the deletion is itself written to the operation log by the request that makes it.
 */
import type { Expression, Kysely, SqlBool } from 'kysely';
import type { Database } from '../../db/index';
import { AppError, APP_ERR_LOG_OWN_ENTRY } from '../../errors';
import type { SessionUser } from '../auth/service';

/**
 * Deletes the entries `ids`, all or none: 404 for an id that does not exist or lies outside the caller's
 * data rules on 日志管理 (`scope`), 403 when one records the caller's own action or sign-in.
 *
 * @example
 * await deleteLogs(db, caller, ['l1', 'l2'], await ruleScopeOf(db, caller, 'log:list')) // 2
 */
export async function deleteLogs(
  db: Kysely<Database>,
  caller: Pick<SessionUser, 'id' | 'username'>,
  ids: readonly string[],
  scope: readonly Expression<SqlBool>[],
): Promise<number> {
  const unique = [...new Set(ids)];
  return db.transaction().execute(async (tx) => {
    let query = tx.selectFrom('sys_log').select(['id', 'userid', 'username']).where('id', 'in', unique);
    if (scope.length) query = query.where((eb) => eb.and([...scope]));
    const rows = await query.execute();
    const missing = unique.find((id) => !rows.some((row) => row.id === id));
    if (missing !== undefined)
      throw new AppError('APP_ERR_LOG_NOT_FOUND', 404, `未找到日志 ${missing}，可能已被删除，请刷新列表`);
    const own = rows.find((row) => row.userid === caller.id || row.username === caller.username);
    if (own) throw new APP_ERR_LOG_OWN_ENTRY(own.id);
    await tx.deleteFrom('sys_log').where('id', 'in', unique).execute();
    return unique.length;
  });
}
