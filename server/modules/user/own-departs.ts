/**
 * The signed-in user's own departments (JeecgBoot's getCurrentUserDeparts, selectDepart and the login
 * answer's departs): which departments they belong to and which one they work in now (orgCode, the
 * 部门切换 of the header). Anyone signed in may read and switch their own, only to a department of theirs.
 */
import type { Kysely } from 'kysely';
import type {
  CurrentUserDeparts,
  SelectDepartRequest,
  SelectDepartResult,
  UserDepartItem,
} from '../../../schemas/index';
import type { Database } from '../../db/index';
import {
  APP_ERR_DEPART_SWITCH_NOT_OWN,
  APP_ERR_ORG_CODE_NOT_OWN,
  APP_ERR_USER_NOT_FOUND,
} from '../../errors';
import { toUserInfo, type SessionUser } from '../auth/service';
import * as repo from './repo';

type Db = Kysely<Database>;

/**
 * The departments of a user in tree order (by orgCode), with the fields JeecgBoot's department switch
 * reads.
 *
 * @example
 * await departsOfUser(db, userId) // [{ id, departName: '研发部', orgCode: 'A01A01', parentId }]
 */
export function departsOfUser(db: Db, userId: string): Promise<UserDepartItem[]> {
  return db
    .selectFrom('sys_user_depart as ud')
    .innerJoin('sys_depart as d', 'd.id', 'ud.dep_id')
    .select(['d.id as id', 'd.depart_name as departName', 'd.org_code as orgCode', 'd.parent_id as parentId'])
    .where('ud.user_id', '=', userId)
    .orderBy('d.org_code')
    .execute();
}

/**
 * JeecgBoot's multi_depart of the login answer: 0 no department, 1 one, 2 several (the client then asks
 * which to work in).
 *
 * @example
 * multiDepartOf(2) // 2;  multiDepartOf(5) // 2
 */
export function multiDepartOf(count: number): 0 | 1 | 2 {
  return count === 0 ? 0 : count === 1 ? 1 : 2;
}

/** The caller's live row, or 404 (a user deleted meanwhile has no session left anyway). */
async function ownRow(db: Db, caller: SessionUser) {
  const row = await db
    .selectFrom('sys_user')
    .selectAll()
    .where('id', '=', caller.id)
    .where('del_flag', '=', 0)
    .executeTakeFirst();
  if (!row) throw new APP_ERR_USER_NOT_FOUND(caller.username);
  return row;
}

/**
 * The caller's departments and the orgCode of the one they work in now.
 *
 * @example
 * await currentUserDeparts(db, caller) // { list: [{ id, departName: '研发部', orgCode: 'A01A01', parentId }], orgCode: 'A01A01' }
 */
export async function currentUserDeparts(db: Db, caller: SessionUser): Promise<CurrentUserDeparts> {
  const [row, list] = await Promise.all([ownRow(db, caller), departsOfUser(db, caller.id)]);
  return { list, orgCode: row.org_code };
}

/**
 * Switches the caller's current department to one of theirs: 403 for another user's name, 400 for a
 * department that is not theirs. Answers the caller as the client keeps them.
 *
 * @example
 * await selectDepart(db, caller, { orgCode: 'A01A02', username: 'zhangsan' }, now) // { userInfo: { orgCode: 'A01A02', ... } }
 */
export async function selectDepart(
  db: Db,
  caller: SessionUser,
  body: SelectDepartRequest,
  now: Date,
): Promise<SelectDepartResult> {
  if (body.username && body.username !== caller.username) throw new APP_ERR_DEPART_SWITCH_NOT_OWN();
  const departs = await departsOfUser(db, caller.id);
  if (!departs.some((depart) => depart.orgCode === body.orgCode))
    throw new APP_ERR_ORG_CODE_NOT_OWN(body.orgCode);
  await repo.updateUser(db, caller.id, {
    org_code: body.orgCode,
    updated_by: caller.username,
    updated_at: now.toISOString(),
  });
  return { userInfo: toUserInfo(await ownRow(db, caller)) };
}
