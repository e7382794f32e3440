/**
 * Roles in Excel (issue 16): GET /platform/sys/role/exportXls writes the roles the list keeps (or the
 * ticked ones) to the sheet 角色; POST /platform/sys/role/importExcel adds the roles of such a sheet — all of
 * them, or none when any row breaks a rule of 添加角色 (RoleAddRequest, a code nobody has).
 */
import type ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import { validate, type RoleListQuery, type RoleRecord } from '../../../schemas/index';
import type { Database } from '../../db/index';
import { currentUser } from '../../plugins/auth';
import type { SessionUser } from '../auth/service';
import { ruleScopeOf } from '../data-rule/scope';
import { reasonsOf, type ExcelColumn } from '../excel/columns';
import { allRecords, cellsOf } from '../excel/export';
import { RowProblems, UniqueColumn, writeAll } from '../excel/problems';
import { readSheet, sheetOf } from '../excel/reader';
import { excelRoutes } from '../excel/routes';
import { localTime } from '../excel/workbook';
import * as repo from './repo';
import { listRoles, toRoleRecord } from './service';

type Db = Kysely<Database>;

/** The sheet's name, which the import looks for first. */
const SHEET = '角色';

/** The sheet's columns, for export and import alike. */
export const ROLE_COLUMNS: ReadonlyArray<ExcelColumn<RoleRecord>> = [
  { header: '角色名称', width: 20, field: 'roleName', required: true, value: (r) => r.roleName },
  {
    header: '角色编码',
    width: 20,
    field: 'roleCode',
    required: true,
    invalid: '角色编码格式不正确：以字母开头，只能包含字母、数字、_ 和 -',
    value: (r) => r.roleCode,
  },
  { header: '描述', width: 40, field: 'description', value: (r) => r.description ?? null },
  { header: '创建时间', width: 20, value: (r) => localTime(r.createTime) },
];

/** The ticked roles, newest first as the list shows them. */
async function selectedRoles(db: Db, caller: SessionUser, ids: readonly string[]): Promise<RoleRecord[]> {
  // Ticked rows are still rows of the list: the caller's data rules on 角色管理 apply (issue 16).
  const rows = await repo.findRolesInScope(db, ids, await ruleScopeOf(db, caller, 'role:list'));
  return rows.sort((a, b) => b.created_at.localeCompare(a.created_at)).map(toRoleRecord);
}

/**
 * Checks every row of the sheet 角色 and adds them all in one transaction; 400 naming each bad row
 * otherwise, with nothing written. Answers how many were added.
 *
 * @example
 * await importRoles(db, 'admin', workbook, now) // 3
 */
export async function importRoles(
  db: Db,
  by: string,
  workbook: ExcelJS.Workbook,
  now: Date,
): Promise<number> {
  const rows = readSheet(sheetOf(workbook, SHEET, true), ROLE_COLUMNS);
  const taken = new Set((await repo.allRoles(db)).map((row) => row.role_code));
  const codes = new UniqueColumn('角色编码', (code) => taken.has(code));
  const problems = new RowProblems();
  const roles: repo.RoleValues[] = [];
  for (const { row, values, reasons, unread } of rows) {
    const check = validate('RoleAddRequest', values);
    const taking = check.ok ? codes.check(values.roleCode, row) : undefined;
    problems.add(row, [
      ...reasons,
      ...reasonsOf(check.errors, ROLE_COLUMNS, unread),
      ...(taking ? [taking] : []),
    ]);
    roles.push({
      roleName: values.roleName?.trim() ?? '',
      roleCode: values.roleCode ?? '',
      description: values.description?.trim() || null,
    });
  }
  problems.throwIfAny();
  await writeAll(db, '角色编码', async (tx) => {
    for (const role of roles) await repo.insertRole(tx, role, by, now.toISOString());
  });
  return roles.length;
}

/** @example await app.register(roleExcelRoutes); */
export const roleExcelRoutes = excelRoutes<RoleListQuery>({
  base: '/platform/sys/role',
  listQuery: 'RoleListQuery',
  exportPermission: 'role:export',
  importPermission: 'role:import',
  importLog: '导入角色',
  async exportOf(request, query, selections) {
    const db = request.server.db;
    const records = selections
      ? await selectedRoles(db, currentUser(request), selections)
      : await allRecords(
          (pageNo, pageSize) => listRoles(db, currentUser(request), { ...query, pageNo, pageSize }),
          '角色',
        );
    return {
      fileName: '角色.xlsx',
      sheets: [{ name: SHEET, columns: ROLE_COLUMNS, rows: cellsOf(records, ROLE_COLUMNS, undefined) }],
    };
  },
  async importOf(request, workbook) {
    const count = await importRoles(
      request.server.db,
      currentUser(request).username,
      workbook,
      request.server.clock(),
    );
    return `文件导入成功！数据行数:${count}`;
  },
});
