/**
 * What decides whether a user can sign in: freezing, and passwords set by an administrator or changed by
 * the user. Each ends the sessions it must at once (ARCHITECTURE.md: sessions are revocable on freeze and
 * password change), in the same transaction as the change.
 */
import type { Kysely } from 'kysely';
import type {
  UserFrozenRequest,
  UserPasswordRequest,
  UserUpdatePasswordRequest,
} from '../../../schemas/index';
import type { Database } from '../../db/index';
import {
  APP_ERR_CONFIRM_PASSWORD_REQUIRED,
  APP_ERR_NEW_PASSWORD_REQUIRED,
  APP_ERR_OLD_PASSWORD_REQUIRED,
  APP_ERR_OLD_PASSWORD_WRONG,
  APP_ERR_PASSWORD_MISMATCH,
  APP_ERR_PASSWORD_NOT_OWN,
  APP_ERR_USER_NOT_FOUND,
} from '../../errors';
import { hashPassword, verifyPassword } from '../auth/password';
import type { SessionUser } from '../auth/service';
import { assertOutranks } from '../permission/delegation';
import { checkNewPassword } from './password-rule';
import * as repo from './repo';
import { userScopeOf } from './scope';
import { splitIds } from '../../db/ids';
import { requireChangeable } from './service';

type Db = Kysely<Database>;

/**
 * Freezes (status 2) or unfreezes (1) users, all or none; freezing ends their sessions at once. Admin and
 * the caller cannot be frozen; every user must be within the caller's data rules and outranked by it.
 *
 * @example
 * await freezeUsers(db, caller, { ids: 'u1,u2', status: 2 }, now)
 * await freezeUsers(db, caller, { ids: ['u1', 'u2'], status: 1 }, now) // the page's selected rows
 */
export async function freezeUsers(
  db: Db,
  caller: SessionUser,
  body: UserFrozenRequest,
  now: Date,
): Promise<void> {
  const ids = Array.isArray(body.ids) ? body.ids : splitIds(body.ids);
  // Unfreezing harms no one, so only freezing is refused for admin and yourself; an account frozen by a
  // higher administrator still stays frozen (the rank check).
  const rows =
    body.status === 2
      ? await requireChangeable(db, caller, ids, '冻结')
      : await requireChangeable(db, caller, ids, '解冻', false);
  const userIds = rows.map((row) => row.id);
  await db.transaction().execute(async (tx) => {
    for (const id of userIds)
      await repo.updateUser(tx, id, {
        status: body.status,
        updated_by: caller.username,
        updated_at: now.toISOString(),
      });
    if (body.status === 2) await repo.revokeSessions(tx, userIds, now.toISOString());
  });
}

async function setPassword(
  db: Db,
  userId: string,
  password: string,
  by: string,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (tx) => {
    await repo.updateUser(tx, userId, {
      password_hash: passwordHash,
      updated_by: by,
      updated_at: now.toISOString(),
    });
    await repo.revokeSessions(tx, [userId], now.toISOString(), keepSessionId);
  });
}

/**
 * An administrator sets a user's password; every session of that user ends (the caller's own stays when
 * they set their own).
 *
 * @example
 * await changePassword(db, caller, { username: 'zhangsan', password: 'newpass1' }, now)
 */
export async function changePassword(
  db: Db,
  caller: SessionUser,
  body: UserPasswordRequest,
  now: Date,
): Promise<void> {
  const found = await repo.findUserBy(db, 'username', body.username);
  if (!found) throw new APP_ERR_USER_NOT_FOUND(body.username);
  // By username on the wire; the data rules and the rank are checked on the row it names.
  const [user] = await repo.findUsers(db, [found.id], await userScopeOf(db, caller));
  if (!user) throw new APP_ERR_USER_NOT_FOUND(body.username);
  await assertOutranks(db, caller, [user], '修改该用户的密码');
  checkNewPassword(body.password, body.confirmpassword);
  await setPassword(
    db,
    user.id,
    body.password,
    caller.username,
    now,
    user.id === caller.id ? caller.sessionId : undefined,
  );
}

/**
 * The signed-in user changes their own password, with SPEC.md §5's checks in order; their other sessions
 * end, the current one stays.
 *
 * @example
 * await updatePassword(db, caller, { username: 'zhangsan', oldpassword: '123456', password: 'abcdef', confirmpassword: 'abcdef' }, now)
 */
export async function updatePassword(
  db: Db,
  caller: SessionUser,
  body: UserUpdatePasswordRequest,
  now: Date,
): Promise<void> {
  if (body.username && body.username !== caller.username) throw new APP_ERR_PASSWORD_NOT_OWN();
  if (!body.oldpassword) throw new APP_ERR_OLD_PASSWORD_REQUIRED();
  if (!body.password) throw new APP_ERR_NEW_PASSWORD_REQUIRED();
  if (!body.confirmpassword) throw new APP_ERR_CONFIRM_PASSWORD_REQUIRED();
  if (body.password !== body.confirmpassword) throw new APP_ERR_PASSWORD_MISMATCH();
  checkNewPassword(body.password, undefined);
  const row = await repo.findUserRow(db, caller.id);
  if (!row || !(await verifyPassword(row.password_hash, body.oldpassword)))
    throw new APP_ERR_OLD_PASSWORD_WRONG();
  await setPassword(db, caller.id, body.password, caller.username, now, caller.sessionId);
}

/**
 * True when no user has `username` (other than user `exceptId`).
 *
 * @example
 * await usernameFree(db, 'admin') // false
 */
export async function usernameFree(db: Db, username: string, exceptId?: string): Promise<boolean> {
  return !(await repo.findUserBy(db, 'username', username, exceptId));
}
