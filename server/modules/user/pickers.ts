/**
 * What JeecgBoot's user pickers read (components/jeecgbiz: JSelectUserByDepModal, JSelectMultiUser, and
 * the user modal's 所属部门): a user's departments, one page of users by department, and the users a
 * picker stored, by account name or id. Each reads through the user list, so the caller's data rules and
 * the deleted users' absence hold here too.
 */
import type { Kysely } from 'kysely';
import type {
  UserComponentQuery,
  UserDepartOptions,
  UserListResult,
  UserMultiQuery,
  UserRecord,
} from '../../../schemas/index';
import type { Database } from '../../db/index';
import { splitIds } from '../../db/ids';
import { computeEachTime, type Remember } from '../../db/read-cache';
import type { SessionUser } from '../auth/service';
import * as membership from './membership-repo';
import { requireUserInScope } from './scope';
import { listUsers } from './service';

type Db = Kysely<Database>;

/** How many users getMultiUser answers at most: a picker stores a handful. */
const MULTI_USER_LIMIT = 100;

/**
 * The departments of a user within the caller's data rules (else 404), as JeecgBoot's DepartIdModel.
 *
 * @example
 * await userDepartOptions(db, caller, userId) // [{ key: 'd1', value: 'd1', title: '研发部' }]
 */
export async function userDepartOptions(
  db: Db,
  caller: SessionUser,
  userId: string,
): Promise<UserDepartOptions> {
  await requireUserInScope(db, caller, userId);
  const departs = (await membership.departsOfUsers(db, [userId])).get(userId) ?? [];
  return departs.map((depart) => ({ key: depart.id, value: depart.id, title: depart.name }));
}

/**
 * One page of the normal (not frozen) users for 根据部门选择用户: of the departments asked for and those
 * below them (as the user list's departId), by name, account name or ids.
 *
 * @example
 * await userComponentPage(db, caller, { departId: 'd1,d2', realname: '张', pageNo: 1, pageSize: 10 })
 */
export async function userComponentPage(
  db: Db,
  caller: SessionUser,
  query: UserComponentQuery,
  remember: Remember = computeEachTime,
): Promise<UserListResult> {
  const { departId, ...rest } = query;
  const departIds = departId
    ? [
        ...new Set(
          (
            await Promise.all(
              splitIds(departId).map((id) =>
                remember(`depart-below:${id}`, () => membership.departAndBelow(db, id)),
              ),
            )
          ).flat(),
        ),
      ]
    : undefined;
  return listUsers(db, caller, { ...rest, status: '1' }, { departIds, remember });
}

/**
 * The normal users a picker stored, by account names or ids (`a,b,`), within the caller's data rules; []
 * when neither is given.
 *
 * @example
 * await multiUsers(db, caller, { username: 'admin,zhangsan,' }) // [{ username: 'admin', ... }, { username: 'zhangsan', ... }]
 */
export async function multiUsers(
  db: Db,
  caller: SessionUser,
  query: UserMultiQuery,
  remember?: Remember,
): Promise<UserRecord[]> {
  const usernames = splitIds(query.username);
  const ids = splitIds(query.id);
  if (usernames.length === 0 && ids.length === 0) return [];
  const page = await listUsers(
    db,
    caller,
    {
      // A comma list asks for exact values (paging.ts fieldSearch); one name too, with its trailing comma.
      username: usernames.length ? `${usernames.join(',')},` : undefined,
      id: ids.length ? ids.join(',') : undefined,
      status: '1',
      column: 'username',
      order: 'asc',
      pageNo: 1,
      pageSize: MULTI_USER_LIMIT,
    },
    { remember },
  );
  return page.records;
}

/**
 * The users of an id list (JeecgBoot's queryByIds, SysAnnouncementModal.vue's chosen recipients), frozen
 * ones too, within the caller's data rules and never those in the recycle bin; [] for an empty list.
 *
 * @example
 * await usersByIds(db, caller, 'id1,id2,') // [UserRecord, UserRecord]
 */
export async function usersByIds(
  db: Db,
  caller: SessionUser,
  userIds: string,
  remember?: Remember,
): Promise<UserRecord[]> {
  const ids = splitIds(userIds);
  if (ids.length === 0) return [];
  const page = await listUsers(
    db,
    caller,
    { id: ids.join(','), column: 'username', order: 'asc', pageNo: 1, pageSize: MULTI_USER_LIMIT },
    { remember },
  );
  return page.records;
}
