/**
 * User management: the list (narrowed by the caller's data rules), add and edit with their roles and
 * departments, delete. Freezing and passwords are in account.ts.
 */
import type { Kysely } from 'kysely';
import type {
  UserAddRequest,
  UserEditRequest,
  UserListQuery,
  UserListResult,
  UserRecord,
} from '../../../schemas/index';
import type { Database } from '../../db/index';
import { computeEachTime, type Remember } from '../../db/read-cache';
import {
  APP_ERR_ADMIN_PROTECTED,
  APP_ERR_DEPART_NOT_FOUND,
  APP_ERR_SELF_PROTECTED,
  APP_ERR_USER_NOT_FOUND,
  APP_ERR_USER_TAKEN,
  APP_ERR_USERNAME_IMMUTABLE,
  APP_ERR_USERS_REFUSED,
  AppError,
} from '../../errors';
import { hashPassword } from '../auth/password';
import type { SessionUser } from '../auth/service';
import { isUniqueViolation } from '../../db/errors';
import { fieldSearch, pageOf, pageWindow, sortFieldOf, type FieldSearch } from '../paging';
import { withDictText } from '../dict/dict-text';
import { splitIds } from '../../db/ids';
import { allPositions } from '../position/repo';
import { assertMayGiveRoles, assertNotOwnRoles, assertOutranks } from '../permission/delegation';
import * as membership from './membership-repo';
import { resolveMemberships, type Memberships } from './memberships';
import { checkNewPassword } from './password-rule';
import { avatarOf, chargeDepartsOf, IDENTITY, IDENTITY_TEXT, postOf, telephoneOf } from './profile';
import { listUsers as listUserRows } from './list-query';
import * as repo from './repo';
import { requireUserInScope, userScopeOf } from './scope';

type Db = Kysely<Database>;

/** The account that can be neither deleted nor frozen nor stripped of role admin. */
export const ADMIN_USERNAME = 'admin';

/** Names of `ids` (a comma cell) from `names`, comma-joined; ids without a name show as themselves. */
function namesOf(cell: string | null, names: ReadonlyMap<string, string>): string {
  return splitIds(cell)
    .map((id) => names.get(id) ?? id)
    .join(',');
}

/** The dictionary-coded fields of a user record, whose `<field>_dictText` the client's columns show. */
const USER_DICT_FIELDS = { sex: 'sex', status: 'user_status' } as const;

/**
 * Users as the API answers them, with their roles, departments and the names of their positions and
 * 负责部门, and JeecgBoot's display fields (sex_dictText, status_dictText, orgCodeTxt: the names of their
 * departments); never password data. `remember` keeps the positions' names and the dictionaries until
 * the next write.
 *
 * @example
 * await toRecords(db, rows) // [{ id, username, roleIds: [...], roleNames: ['普通用户'], selecteddeparts: 'd1,d2', orgCodeTxt: '研发部,产品部', ... }]
 */
export async function toRecords(
  db: Db,
  rows: repo.UserRow[],
  remember: Remember = computeEachTime,
): Promise<UserRecord[]> {
  const ids = rows.map((row) => row.id);
  const chargeIds = [...new Set(rows.flatMap((row) => splitIds(row.depart_ids)))];
  const [roles, departs, chargeNames, positions] = await Promise.all([
    membership.rolesOfUsers(db, ids),
    membership.departsOfUsers(db, ids),
    membership.departNames(db, chargeIds),
    rows.some((row) => row.post) ? remember('positions', () => allPositions(db)) : Promise.resolve([]),
  ]);
  const positionNames = new Map(positions.map((p) => [p.code, p.name]));
  const records: Omit<UserRecord, 'sex_dictText' | 'status_dictText'>[] = rows.map((row) => {
    const userRoles = roles.get(row.id) ?? [];
    const userDeparts = departs.get(row.id) ?? [];
    const identity = row.user_identity === IDENTITY.superior ? IDENTITY.superior : IDENTITY.ordinary;
    return {
      id: row.id,
      username: row.username,
      realname: row.realname,
      avatar: row.avatar,
      sex: row.sex === 1 || row.sex === 2 ? row.sex : null,
      birthday: row.birthday,
      email: row.email,
      phone: row.phone,
      telephone: row.telephone,
      status: row.status === 2 ? 2 : 1,
      workNo: row.work_no,
      post: row.post,
      post_dictText: namesOf(row.post, positionNames),
      orgCode: row.org_code,
      userIdentity: identity,
      userIdentity_dictText: IDENTITY_TEXT[identity]!,
      selecteddeparts: userDeparts.map((d) => d.id).join(','),
      departNames: userDeparts.map((d) => d.name),
      orgCodeTxt: userDeparts.map((d) => d.name).join(','),
      departIds: splitIds(row.depart_ids).join(','),
      departIds_dictText: namesOf(row.depart_ids, chargeNames),
      roleIds: userRoles.map((r) => r.id),
      roleNames: userRoles.map((r) => r.name),
      createBy: row.created_by,
      createTime: row.created_at,
      updateBy: row.updated_by,
      updateTime: row.updated_at,
    };
  });
  return withDictText(db, records, USER_DICT_FIELDS, remember);
}

/**
 * One user with roles and departments, or 404 (also for a user outside the caller's data rules).
 *
 * @example
 * await getUser(db, caller, id) // UserRecord
 */
export async function getUser(db: Db, caller: SessionUser, id: string): Promise<UserRecord> {
  const [record] = await toRecords(db, [await requireUserInScope(db, caller, id)]);
  return record;
}

/** A user just written by the caller, read back whatever the caller's data rules say. */
async function writtenUser(db: Db, id: string): Promise<UserRecord> {
  const [row] = await repo.findUsers(db, [id]);
  if (!row) throw new APP_ERR_USER_NOT_FOUND(id);
  const [record] = await toRecords(db, [row]);
  return record;
}

/** What narrows a user list beyond its query, and how its reads are remembered. */
export interface UserListOptions {
  /** Only the users holding this role. */
  roleId?: string;
  /** Only the users of these departments. */
  departIds?: string[];
  /** Keeps the count, the caller's data rules and the department tree until the next write. */
  remember?: Remember;
}

/** A filter's search, or undefined when it is blank (the client sends '' for "any"). */
function searchOf(text: string | undefined, kind: 'text' | 'exact'): FieldSearch | undefined {
  return text?.trim() ? fieldSearch(text, kind) : undefined;
}

/**
 * The searches of a user list query, as JeecgBoot's client encodes them (`*adm*`, `a,b,`, `!x`).
 *
 * @example
 * searchesOf({ username: '*adm*', status: '1' }) // { username: { like: '%adm%' }, status: { equals: '1' }, ... }
 */
function searchesOf(query: UserListQuery) {
  return {
    username: searchOf(query.username, 'text'),
    realname: searchOf(query.realname, 'text'),
    phone: searchOf(query.phone, 'text'),
    sex: searchOf(query.sex, 'exact'),
    status: searchOf(query.status, 'exact'),
  };
}

/**
 * One page of users for `caller`: filters as plain values, sort from the allow-list, the caller's data
 * rules on the user page applied on top; `roleId` or `departIds` narrow to a role's or some departments'
 * users.
 *
 * @example
 * await listUsers(db, caller, { pageNo: 1, pageSize: 10, departId: rdId }) // { records, total, ... }
 * await listUsers(db, caller, query, { roleId, remember: app.readCache.remember })
 */
export async function listUsers(
  db: Db,
  caller: SessionUser,
  query: UserListQuery,
  options: UserListOptions = {},
): Promise<UserListResult> {
  const { remember = computeEachTime } = options;
  const { pageNo, pageSize, offset, limit } = pageWindow(query);
  const departId = query.departId;
  const [conditions, departIds] = await Promise.all([
    remember(`user-scope:${caller.id}`, () => userScopeOf(db, caller)),
    options.departIds ??
      (departId
        ? remember(`depart-below:${departId}`, () => membership.departAndBelow(db, departId))
        : undefined),
  ]);
  const { rows, total } = await listUserRows(
    db,
    {
      ...searchesOf(query),
      ids: query.id ? splitIds(query.id) : undefined,
      departIds,
      roleId: options.roleId,
      conditions,
      sort: sortFieldOf(query.column, 'createTime'),
      order: query.order ?? 'desc',
      offset,
      limit,
    },
    remember,
  );
  return pageOf(await toRecords(db, rows, remember), total, pageNo, pageSize);
}

/**
 * The users of one department (that department only) within the caller's data rules, or 404 for an
 * unknown department.
 *
 * @example
 * await departUsers(db, caller, id)
 */
export async function departUsers(db: Db, caller: SessionUser, departId: string): Promise<UserRecord[]> {
  if ((await membership.findDeparts(db, [departId])).length === 0)
    throw new APP_ERR_DEPART_NOT_FOUND(departId);
  return toRecords(db, await repo.usersOfDepart(db, departId, await userScopeOf(db, caller)));
}

/**
 * One page of the users of one department (that department only), or 404 for an unknown department.
 *
 * @example
 * await departUsersPage(db, caller, depId, { pageNo: 1, pageSize: 10 })
 */
export async function departUsersPage(
  db: Db,
  caller: SessionUser,
  departId: string,
  query: UserListQuery,
  remember: Remember = computeEachTime,
): Promise<UserListResult> {
  if ((await membership.findDeparts(db, [departId])).length === 0)
    throw new APP_ERR_DEPART_NOT_FOUND(departId);
  return listUsers(db, caller, query, { departIds: [departId], remember });
}

/** '' and null both mean "none". */
const blank = (value: string | null | undefined) => (value === undefined ? undefined : value?.trim() || null);

/**
 * The profile columns the request sends, checked; absent fields are left out, so edit changes only those.
 * `identity` is the user's 身份 after this request (a 普通用户 is in charge of no department).
 */
async function profileColumns(
  db: Db,
  body: Omit<UserEditRequest, 'id'>,
  identity: number,
): Promise<repo.UserColumns> {
  const columns: repo.UserColumns = {
    realname: body.realname?.trim(),
    avatar: avatarOf(body.avatar),
    sex: body.sex,
    birthday: blank(body.birthday),
    email: blank(body.email),
    phone: blank(body.phone),
    telephone: telephoneOf(body.telephone),
    work_no: blank(body.workNo),
    post: await postOf(db, body.post),
    user_identity: body.userIdentity,
    depart_ids: await chargeDepartsOf(db, body.departIds, identity),
  };
  return Object.fromEntries(Object.entries(columns).filter(([, v]) => v !== undefined)) as repo.UserColumns;
}

/** 409 when another user has the username, phone number or e-mail address. */
async function assertUnique(db: Db, columns: repo.UserColumns, exceptId?: string): Promise<void> {
  const checks = [
    ['username', columns.username, '用户账号'],
    ['phone', columns.phone, '手机号码'],
    ['email', columns.email, '邮箱'],
  ] as const;
  for (const [field, value, label] of checks)
    if (value && (await repo.findUserBy(db, field, value, exceptId))) throw new APP_ERR_USER_TAKEN(label);
}

/** Runs a write; a username taken by a concurrent request (a race past the check) is still a 409. */
async function guardUnique<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new APP_ERR_USER_TAKEN('用户账号');
    throw error;
  }
}

/**
 * Adds a user with roles, departments (所属部门) and profile, all in one transaction. Their current department (orgCode)
 * is the one asked for, else the first of theirs.
 *
 * @example
 * await addUser(db, caller, { username: 'wangwu2', password: 'secret1', realname: '王五', selectedroles: 'r1' }, now)
 */
export async function addUser(
  db: Db,
  caller: SessionUser,
  body: UserAddRequest,
  now: Date,
): Promise<UserRecord> {
  checkNewPassword(body.password, body.confirmpassword);
  const identity = body.userIdentity ?? IDENTITY.ordinary;
  const columns: repo.UserColumns = {
    ...(await profileColumns(db, body, identity)),
    username: body.username,
    user_identity: identity,
  };
  await assertUnique(db, columns);
  const found: Memberships = await resolveMemberships(db, body, undefined);
  await assertMayGiveRoles(db, caller, found.roleIds ?? []);
  const passwordHash = await hashPassword(body.password);
  const id = await guardUnique(() =>
    db.transaction().execute(async (tx) => {
      const userId = await repo.insertUser(
        tx,
        {
          ...columns,
          username: body.username,
          realname: body.realname.trim(),
          password_hash: passwordHash,
          org_code: found.orgCode(body.orgCode, null),
        },
        caller.username,
        now.toISOString(),
      );
      await membership.replaceUserRoles(tx, userId, found.roleIds ?? []);
      await membership.replaceUserDeparts(tx, userId, found.departIds ?? []);
      return userId;
    }),
  );
  return writtenUser(db, id);
}

/**
 * Changes the fields sent; roles and departments (所属部门) are replaced when sent. The account name never
 * changes, and admin keeps role admin.
 *
 * @example
 * await editUser(db, caller, { id, realname: '张三丰', roleIds: ['r1', 'r2'], selecteddeparts: 'd1' }, now)
 */
export async function editUser(
  db: Db,
  caller: SessionUser,
  body: UserEditRequest,
  now: Date,
): Promise<UserRecord> {
  const current = await requireUserInScope(db, caller, body.id);
  if (body.username !== undefined && body.username !== current.username)
    throw new APP_ERR_USERNAME_IMMUTABLE();
  await assertOutranks(db, caller, [current], '编辑该用户');
  const columns = await profileColumns(db, body, body.userIdentity ?? current.user_identity);
  await assertUnique(db, columns, body.id);
  const found = await resolveMemberships(db, body, current);
  if (current.username === ADMIN_USERNAME && found.roleIds && !found.holdsAdmin)
    throw new APP_ERR_ADMIN_PROTECTED('去掉管理员角色');
  if (found.roleIds) {
    await assertNotOwnRoles(db, caller, body.id, found.roleIds);
    await assertMayGiveRoles(db, caller, found.roleIds);
  }
  await db.transaction().execute(async (tx) => {
    await repo.updateUser(tx, body.id, {
      ...columns,
      org_code: found.orgCode(body.orgCode, current.org_code),
      updated_by: caller.username,
      updated_at: now.toISOString(),
    });
    if (found.roleIds) await membership.replaceUserRoles(tx, body.id, found.roleIds);
    if (found.departIds) await membership.replaceUserDeparts(tx, body.id, found.departIds);
  });
  return writtenUser(db, body.id);
}

/** Why one user of a batch may not be changed: the error a batch of that user alone answers. */
interface Refusal {
  username: string;
  why: string;
  error: AppError;
}

/** Each user of `rows` the caller does not outrank, with the reason. */
async function outranking(
  db: Db,
  caller: SessionUser,
  rows: readonly repo.UserRow[],
  action: string,
): Promise<Refusal[]> {
  const refusals: Refusal[] = [];
  for (const row of rows) {
    try {
      await assertOutranks(db, caller, [row], `${action}该用户`);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refusals.push({ username: row.username, why: '拥有您没有的权限', error });
    }
  }
  return refusals;
}

/**
 * The users of `ids` the caller may `action` ('删除', '冻结', '解冻', '还原', '彻底删除'): all within its
 * data rules (else 404 naming every unknown id) and outranked by it; admin and the caller themselves
 * refused unless `guardSelf` is false (unfreezing harms no one). One refused user answers that user's own
 * error; several answer 403 naming each, so the caller knows which to leave out. All or nothing: the caller
 * changes none of them. `state` 'deleted' looks in the recycle bin instead of among the live users.
 *
 * @example
 * await requireChangeable(db, caller, ids, '删除')
 * await requireChangeable(db, caller, ids, '还原', true, 'deleted')
 */
export async function requireChangeable(
  db: Db,
  caller: SessionUser,
  ids: readonly string[],
  action: string,
  guardSelf = true,
  state: repo.UserState = 'live',
): Promise<repo.UserRow[]> {
  const unique = [...new Set(ids)];
  const rows = await repo.findUsers(db, unique, await userScopeOf(db, caller), state);
  const unknown = unique.filter((id) => !rows.some((row) => row.id === id));
  if (unknown.length) throw new APP_ERR_USER_NOT_FOUND(unknown.join('、'));
  const refusals: Refusal[] = [];
  for (const row of guardSelf ? rows : []) {
    if (row.username === ADMIN_USERNAME)
      refusals.push({
        username: row.username,
        why: '管理员账号',
        error: new APP_ERR_ADMIN_PROTECTED(action),
      });
    else if (row.id === caller.id)
      refusals.push({
        username: row.username,
        why: '当前登录的用户',
        error: new APP_ERR_SELF_PROTECTED(action),
      });
  }
  const checked = new Set(refusals.map((r) => r.username));
  refusals.push(
    ...(await outranking(
      db,
      caller,
      rows.filter((row) => !checked.has(row.username)),
      action,
    )),
  );
  if (refusals.length === 1) throw refusals[0]!.error;
  if (refusals.length > 1)
    throw new APP_ERR_USERS_REFUSED(action, refusals.map((r) => `${r.username}（${r.why}）`).join('、'));
  return rows;
}

/**
 * Deletes users, all or none: they go to the recycle bin (recycle-bin.ts), where an administrator can
 * restore them or delete them for good. Their sessions end at once; until deleted for good their account
 * name, phone number and e-mail stay taken.
 *
 * @example
 * await deleteUsers(db, caller, ['u1', 'u2'], now)
 */
export async function deleteUsers(
  db: Db,
  caller: SessionUser,
  ids: readonly string[],
  now: Date,
): Promise<void> {
  const userIds = (await requireChangeable(db, caller, ids, '删除')).map((row) => row.id);
  await db.transaction().execute(async (tx) => {
    await repo.setDeleted(tx, userIds, true, caller.username, now.toISOString());
    await repo.revokeSessions(tx, userIds, now.toISOString());
  });
}
