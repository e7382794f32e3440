/**
 * 用户回收站 (JeecgBoot's recycleBin, putRecycleBin, deleteRecycleBin): a deleted user (del_flag 1) cannot
 * sign in, is in no list or picker and keeps their account name taken, until an administrator restores
 * them or deletes them for good. The same rules as every change of a user hold here: data rules (a user
 * outside them is 404), rank (403 for one who holds more than the caller), and admin and the caller
 * themselves are never touched.
 */
import type { Kysely } from 'kysely';
import type { UserRecord } from '../../../schemas/index';
import type { Database } from '../../db/index';
import type { Remember } from '../../db/read-cache';
import type { SessionUser } from '../auth/service';
import * as repo from './repo';
import { userScopeOf } from './scope';
import { requireChangeable, toRecords } from './service';

type Db = Kysely<Database>;

/**
 * The deleted users within the caller's data rules, the latest deleted first. As in JeecgBoot's answer,
 * `orgCode` holds the names of their departments, which the client's 部门 column reads.
 *
 * @example
 * await recycledUsers(db, caller) // [{ id, username: 'zhangsan', orgCode: '研发部', orgCodeTxt: '研发部', ... }]
 */
export async function recycledUsers(db: Db, caller: SessionUser, remember?: Remember): Promise<UserRecord[]> {
  const rows = await repo.deletedUsers(db, await userScopeOf(db, caller));
  return (await toRecords(db, rows, remember)).map((record) => ({ ...record, orgCode: record.orgCodeTxt }));
}

/**
 * Restores deleted users, all or none; they sign in again with their old password, roles and departments.
 *
 * @example
 * await restoreUsers(db, caller, ['u1', 'u2'], now)
 */
export async function restoreUsers(
  db: Db,
  caller: SessionUser,
  ids: readonly string[],
  now: Date,
): Promise<void> {
  const rows = await requireChangeable(db, caller, ids, '还原', true, 'deleted');
  await repo.setDeleted(
    db,
    rows.map((row) => row.id),
    false,
    caller.username,
    now.toISOString(),
  );
}

/**
 * Deletes users of the recycle bin for good, all or none; their account names become free. A live user is
 * not found here (404): deleting for good takes two steps.
 *
 * @example
 * await purgeUsers(db, caller, ['u1'])
 */
export async function purgeUsers(db: Db, caller: SessionUser, ids: readonly string[]): Promise<void> {
  const rows = await requireChangeable(db, caller, ids, '彻底删除', true, 'deleted');
  await repo.deleteUsers(
    db,
    rows.map((row) => row.id),
  );
}
