/**
 * Roles: list, add, edit, delete, and the pickers' lists. Role 'admin' holds every permission by its code
 * (permission/repo.ts), so it can be neither deleted nor given another code.
 */
import type { Kysely } from 'kysely';
import type {
  RoleAddRequest,
  RoleEditRequest,
  RoleListQuery,
  RoleListResult,
  RoleRecord,
} from '../../../schemas/index';
import type { Database } from '../../db/index';
import {
  APP_ERR_ADMIN_ROLE_PROTECTED,
  APP_ERR_ROLE_CODE_IMMUTABLE,
  APP_ERR_ROLE_CODE_TAKEN,
  APP_ERR_ROLE_NOT_FOUND,
} from '../../errors';
import type { SessionUser } from '../auth/service';
import { isUniqueViolation } from '../../db/errors';
import { ruleScopeOf } from '../data-rule/scope';
import { fieldSearch, pageOf, pageWindow, sortFieldOf } from '../paging';
import { timeBound } from '../log/list';
import { givableRoles } from '../permission/delegation';
import { ADMIN_ROLE } from '../permission/repo';
import * as repo from './repo';

type Db = Kysely<Database>;

/** One role as the API answers it. @example toRoleRecord(row) // { id, roleName: '管理员', roleCode: 'admin', ... } */
export function toRoleRecord(row: repo.RoleRow): RoleRecord {
  return {
    id: row.id,
    roleName: row.role_name,
    roleCode: row.role_code,
    description: row.description,
    createBy: row.created_by,
    createTime: row.created_at,
    updateBy: row.updated_by,
    updateTime: row.updated_at,
  };
}

/** The role of `id`, or 404. @example const role = await requireRole(db, id) */
export async function requireRole(db: Db, id: string): Promise<repo.RoleRow> {
  const row = await repo.findRole(db, id);
  if (!row) throw new APP_ERR_ROLE_NOT_FOUND(id);
  return row;
}

/** A search parameter in JeecgBoot's encoding, or undefined when empty. */
const searchOf = (text: string | undefined) => (text?.trim() ? fieldSearch(text) : undefined);

/**
 * One page of roles (query already validated: allowed sort fields only), narrowed by the caller's data
 * rules on 角色管理, each with the number of users holding it (the delete confirmation warns with it).
 * roleName and roleCode take JeecgBoot's search encodings (`*用户*`, `a,b,`, `!x`); createTime_begin and
 * createTime_end (RoleList.vue's 创建时间) are read as the log list reads them (log/list.ts timeBound).
 *
 * @example
 * await listRoles(db, caller, { pageNo: 1, pageSize: 10, roleName: '用户' }) // { records, total, size, current, pages }
 */
export async function listRoles(db: Db, caller: SessionUser, query: RoleListQuery): Promise<RoleListResult> {
  const { pageNo, pageSize, offset, limit } = pageWindow(query);
  const { rows, total } = await repo.listRoles(db, {
    roleName: searchOf(query.roleName),
    roleCode: searchOf(query.roleCode),
    createdFrom: query.createTime_begin
      ? timeBound('createTime_begin', query.createTime_begin, 'begin').iso
      : undefined,
    createdTo: query.createTime_end ? timeBound('createTime_end', query.createTime_end, 'end') : undefined,
    scope: await ruleScopeOf(db, caller, 'role:list'),
    sort: sortFieldOf(query.column, 'createTime'),
    order: query.order ?? 'desc',
    offset,
    limit,
  });
  const counts = await repo.userCounts(
    db,
    rows.map((row) => row.id),
  );
  const records = rows.map((row) => ({ ...toRoleRecord(row), userCount: counts.get(row.id) ?? 0 }));
  return pageOf(records, total, pageNo, pageSize);
}

/**
 * Every role the caller may give, by name (the user form's picker): a role holding an entry the caller
 * lacks is not offered, since saving it would be refused (bounded delegation).
 *
 * @example
 * await allRoles(db, caller) // RoleRecord[]; every role for admin
 */
export async function allRoles(db: Db, caller: SessionUser): Promise<RoleRecord[]> {
  const rows = await repo.allRoles(db);
  const givable = await givableRoles(
    db,
    caller,
    rows.map((row) => row.id),
  );
  return rows.filter((row) => givable.has(row.id)).map(toRoleRecord);
}

/**
 * True when `roleCode` is free, or belongs to role `exceptId` (the one being edited).
 *
 * @example
 * await roleCodeFree(db, 'admin') // false
 */
export async function roleCodeFree(db: Db, roleCode: string, exceptId?: string): Promise<boolean> {
  const other = await repo.findRoleByCode(db, roleCode);
  return !other || other.id === exceptId;
}

/** Runs a write; a unique-code violation the pre-check could not see (a race) is still a 409. */
async function guardCode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new APP_ERR_ROLE_CODE_TAKEN();
    throw error;
  }
}

const description = (text: string | null | undefined) => text?.trim() || null;

/**
 * Adds a role; a code in use is 409.
 *
 * @example
 * await addRole(db, user, { roleName: '财务', roleCode: 'finance' }, now) // RoleRecord
 */
export async function addRole(
  db: Db,
  user: SessionUser,
  body: RoleAddRequest,
  now: Date,
): Promise<RoleRecord> {
  if (!(await roleCodeFree(db, body.roleCode))) throw new APP_ERR_ROLE_CODE_TAKEN();
  const values = {
    roleName: body.roleName.trim(),
    roleCode: body.roleCode,
    description: description(body.description),
  };
  const id = await guardCode(() => repo.insertRole(db, values, user.username, now.toISOString()));
  return toRoleRecord(await requireRole(db, id));
}

/**
 * Changes the fields sent; a role's code never changes after creation (400 when another is sent).
 *
 * @example
 * await editRole(db, user, { id, roleName: '财务部' }, now)
 */
export async function editRole(
  db: Db,
  user: SessionUser,
  body: RoleEditRequest,
  now: Date,
): Promise<RoleRecord> {
  const current = await requireRole(db, body.id);
  const roleCode = body.roleCode ?? current.role_code;
  if (current.role_code === ADMIN_ROLE && roleCode !== ADMIN_ROLE)
    throw new APP_ERR_ADMIN_ROLE_PROTECTED('修改编码');
  // The code is the role's identity for grants and code checks (issue 13, finding 13): the form sends it
  // back unchanged, anything else is refused rather than silently ignored.
  if (roleCode !== current.role_code) throw new APP_ERR_ROLE_CODE_IMMUTABLE(current.role_code);
  const values = {
    roleName: body.roleName?.trim() ?? current.role_name,
    roleCode,
    description: body.description === undefined ? current.description : description(body.description),
  };
  await guardCode(() => repo.updateRole(db, body.id, values, user.username, now.toISOString()));
  return toRoleRecord(await requireRole(db, body.id));
}

/**
 * Deletes roles; users who held them simply lose them. All or nothing: an unknown id is 404 and the
 * admin role is refused before anything is deleted.
 *
 * @example
 * await deleteRoles(db, ['r1', 'r2'])
 */
export async function deleteRoles(db: Db, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)];
  const rows = await repo.findRoles(db, unique);
  const missing = unique.find((id) => !rows.some((row) => row.id === id));
  if (missing) throw new APP_ERR_ROLE_NOT_FOUND(missing);
  if (rows.some((row) => row.role_code === ADMIN_ROLE)) throw new APP_ERR_ADMIN_ROLE_PROTECTED('删除');
  await db.transaction().execute((tx) => repo.deleteRoles(tx, unique));
}
