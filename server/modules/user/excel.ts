/**
 * Users in Excel (issue 16): GET /platform/sys/user/exportXls writes the users the list keeps for the
 * same filters — within the caller's data rules, as the list — or the ticked ones, to the sheet 用户
 * (excel-sheet.ts); POST /platform/sys/user/importExcel adds the users of such a sheet, all or none
 * (excel-import.ts).
 */
import type { Kysely } from 'kysely';
import type { UserListQuery, UserRecord } from '../../../schemas/index';
import type { Database } from '../../db/index';
import { currentUser } from '../../plugins/auth';
import type { SessionUser } from '../auth/service';
import { allRecords, cellsOf } from '../excel/export';
import { excelRoutes } from '../excel/routes';
import { importUsers } from './excel-import';
import { USER_COLUMNS, USER_SHEET, userSheetContext } from './excel-sheet';
import * as repo from './repo';
import { userScopeOf } from './scope';
import { listUsers, toRecords } from './service';

/**
 * The ticked users the caller may see (others are left out, as the list would), newest first as the list
 * shows them.
 */
async function selectedUsers(
  db: Kysely<Database>,
  caller: SessionUser,
  ids: readonly string[],
): Promise<UserRecord[]> {
  const rows = (await repo.findUsers(db, ids, await userScopeOf(db, caller))).filter(
    (row) => row.del_flag === 0,
  );
  rows.sort((a, b) => b.created_at.localeCompare(a.created_at) || a.id.localeCompare(b.id));
  return toRecords(db, rows);
}

/** @example await app.register(userExcelRoutes); */
export const userExcelRoutes = excelRoutes<UserListQuery>({
  base: '/platform/sys/user',
  listQuery: 'UserListQuery',
  exportPermission: 'user:export',
  importPermission: 'user:import',
  importLog: '导入用户',
  async exportOf(request, query, selections) {
    const { db, readCache } = request.server;
    const caller = currentUser(request);
    const records = selections
      ? await selectedUsers(db, caller, selections)
      : await allRecords(
          (pageNo, pageSize) =>
            listUsers(db, caller, { ...query, pageNo, pageSize }, { remember: readCache.remember }),
          '用户',
        );
    const context = await userSheetContext(db, readCache.remember);
    return {
      fileName: '用户.xlsx',
      sheets: [{ name: USER_SHEET, columns: USER_COLUMNS, rows: cellsOf(records, USER_COLUMNS, context) }],
    };
  },
  async importOf(request, workbook) {
    const { db, readCache } = request.server;
    const done = await importUsers(
      db,
      currentUser(request),
      workbook,
      request.server.clock(),
      readCache.remember,
    );
    const note = done.withoutPassword
      ? `；其中 ${done.withoutPassword} 个账号未填初始密码，暂不能登录，请用「密码」为其设置`
      : '';
    return `文件导入成功！数据行数:${done.count}${note}`;
  },
});
