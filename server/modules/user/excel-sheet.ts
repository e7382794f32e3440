/**
 * The sheet 用户 (issue 16): its columns, for export and import alike, and what it looks names and texts
 * up in. A person reads it: 性别 男/女 and 状态 正常/冻结 as their dictionaries say, departments, roles
 * and positions by name (by path or code where a name is shared, names.ts). 初始密码 is empty in an
 * export — passwords never leave the server — and read on import (docs/decisions.md).
 */
import type { Kysely } from 'kysely';
import type { UserRecord } from '../../../schemas/index';
import type { Database } from '../../db/index';
import { splitIds } from '../../db/ids';
import type { Remember } from '../../db/read-cache';
import { allDeparts } from '../depart/repo';
import { Choices, dictChoices } from '../excel/choices';
import type { ExcelColumn } from '../excel/columns';
import { NameIndex } from '../excel/names';
import { localTime } from '../excel/workbook';
import { allPositions } from '../position/repo';
import { allRoles } from '../role/repo';
import { IDENTITY_TEXT } from './profile';

/** The sheet's name, which the import looks for first. */
export const USER_SHEET = '用户';

/** What the sheet looks names and texts up in. */
export interface UserSheetContext {
  sex: Choices;
  status: Choices;
  identity: Choices;
  departs: NameIndex;
  roles: NameIndex;
  /** Positions by code, the value users store. */
  positions: NameIndex;
  /** Each department's orgCode, by id. */
  orgCodes: ReadonlyMap<string, string>;
}

/** 身份 is no dictionary: profile.ts's constants. */
const IDENTITY = new Choices(Object.entries(IDENTITY_TEXT));

/**
 * The lookups of the sheet, read once per export or import.
 *
 * @example
 * const context = await userSheetContext(db, app.readCache.remember);
 * context.departs.labelOf(departId) // '研发部'
 */
export async function userSheetContext(db: Kysely<Database>, remember?: Remember): Promise<UserSheetContext> {
  const [sex, status, departs, roles, positions] = await Promise.all([
    dictChoices(db, 'sex', remember),
    dictChoices(db, 'user_status', remember),
    allDeparts(db),
    allRoles(db),
    allPositions(db),
  ]);
  const byId = new Map(departs.map((row) => [row.id, row]));
  const pathOf = (id: string): string => {
    const names: string[] = [];
    // The chain is at most the tree's depth; the guard keeps a broken parent cycle from looping.
    for (let at = byId.get(id); at && names.length <= byId.size; at = byId.get(at.parent_id ?? ''))
      names.unshift(at.depart_name);
    return names.join('/');
  };
  return {
    sex,
    status,
    identity: IDENTITY,
    departs: new NameIndex(
      departs.map((row) => ({ id: row.id, name: row.depart_name, aliases: [pathOf(row.id), row.org_code] })),
    ),
    roles: new NameIndex(roles.map((row) => ({ id: row.id, name: row.role_name, aliases: [row.role_code] }))),
    positions: new NameIndex(positions.map((row) => ({ id: row.code, name: row.name, aliases: [row.code] }))),
    orgCodes: new Map(departs.map((row) => [row.id, row.org_code])),
  };
}

/** The sheet's columns: the headers of the user page, then what the add form has beyond them. */
export const USER_COLUMNS: ReadonlyArray<ExcelColumn<UserRecord, UserSheetContext>> = [
  {
    header: '用户账号',
    width: 16,
    field: 'username',
    required: true,
    invalid: '用户账号只能包含字母、数字和 _ . @ -',
    value: (u) => u.username,
  },
  { header: '真实姓名', width: 12, field: 'realname', required: true, value: (u) => u.realname },
  { header: '性别', width: 8, field: 'sex', value: (u, c) => c.sex.textOf(u.sex) },
  {
    header: '生日',
    width: 12,
    field: 'birthday',
    invalid: '生日应为 YYYY-MM-DD 格式的日期',
    value: (u) => u.birthday ?? null,
  },
  {
    header: '手机号码',
    width: 14,
    field: 'phone',
    invalid: '手机号码格式不正确',
    value: (u) => u.phone ?? null,
  },
  { header: '邮箱', width: 24, field: 'email', invalid: '邮箱格式不正确', value: (u) => u.email ?? null },
  {
    header: '座机',
    width: 14,
    field: 'telephone',
    invalid: '座机号码格式不正确，应为区号-号码，如 010-12345678',
    value: (u) => u.telephone ?? null,
  },
  { header: '工号', width: 10, field: 'workNo', value: (u) => u.workNo ?? null },
  { header: '职务', width: 16, field: 'post', value: (u, c) => c.positions.labelsOf(splitIds(u.post)) },
  {
    header: '所属部门',
    width: 24,
    field: 'selecteddeparts',
    value: (u, c) => c.departs.labelsOf(splitIds(u.selecteddeparts)),
  },
  { header: '身份', width: 10, field: 'userIdentity', value: (u, c) => c.identity.textOf(u.userIdentity) },
  {
    header: '负责部门',
    width: 24,
    field: 'departIds',
    value: (u, c) => c.departs.labelsOf(splitIds(u.departIds)),
  },
  { header: '角色', width: 20, field: 'roleIds', value: (u, c) => c.roles.labelsOf(u.roleIds) },
  { header: '状态', width: 8, field: 'status', value: (u, c) => c.status.textOf(u.status) },
  { header: '创建时间', width: 20, value: (u) => localTime(u.createTime) },
  { header: '初始密码', width: 14, field: 'password' },
];
