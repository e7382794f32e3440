/**
 * Self-registration (POST /sys/user/register, /user/register): a username, a password keeping SPEC.md §5's
 * rule and a phone proven by its register code (smsmode '1'). The new user is 普通用户 (role `user`), in
 * no department, status normal. An administrator turns self-registration off with SELF_REGISTER=off.
 * Whether the phone already has an account is checked only after its code, so only the phone's owner
 * learns it (docs/accounts.md).
 */
import type { Kysely } from 'kysely';
import type { RegisterRequest } from '../../../schemas/index';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/index';
import { APP_ERR_USER_TAKEN } from '../../errors';
import { checkedPhone, consumeCode } from '../sms/codes';
import {
  APP_ERR_REGISTER_CLOSED,
  APP_ERR_REGISTER_EMAIL,
  APP_ERR_REGISTER_PHONE_TAKEN,
  APP_ERR_REGISTER_USERNAME,
} from '../sms/errors';
import { phoneTaken, type AccountSettings } from '../sms/send';
import { replaceUserRoles } from '../user/membership-repo';
import { checkNewPassword } from '../user/password-rule';
import { findUserBy, insertUser } from '../user/repo';
import { hashPassword } from './password';

/** The role a self-registered user gets: 普通用户 of the seed. */
export const REGISTERED_ROLE = 'user';

const USERNAME = /^[A-Za-z0-9_.@-]{2,32}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Creates the account; returns its username. Throws 403 when self-registration is off, 400 for a bad
 * field or code, 409 for a taken username, e-mail or phone.
 *
 * @example
 * await registerUser(db, { username: 'xiaoming', password: 'secret1', phone: '13700001111', smscode: '048213' }, settings, now)
 */
export async function registerUser(
  db: Kysely<Database>,
  body: RegisterRequest,
  settings: AccountSettings,
  now: Date,
): Promise<string> {
  if (!settings.selfRegistration) throw new APP_ERR_REGISTER_CLOSED();
  const username = body.username.trim();
  if (!USERNAME.test(username)) throw new APP_ERR_REGISTER_USERNAME();
  checkNewPassword(body.password, body.confirmPassword);
  const phone = checkedPhone(body.phone);
  const email = body.email?.trim() || null;
  if (email && !EMAIL.test(email)) throw new APP_ERR_REGISTER_EMAIL();
  if (await findUserBy(db, 'username', username)) throw new APP_ERR_USER_TAKEN('用户名');
  if (email && (await findUserBy(db, 'email', email))) throw new APP_ERR_USER_TAKEN('邮箱');
  await consumeCode(db, phone, 'register', body.smscode, now);
  if (await phoneTaken(db, phone)) throw new APP_ERR_REGISTER_PHONE_TAKEN();

  const role = await db
    .selectFrom('sys_role')
    .select('id')
    .where('role_code', '=', REGISTERED_ROLE)
    .executeTakeFirst();
  const passwordHash = await hashPassword(body.password);
  try {
    await db.transaction().execute(async (tx) => {
      const id = await insertUser(
        tx,
        {
          username,
          realname: body.realname?.trim() || username,
          password_hash: passwordHash,
          phone,
          email,
        },
        username,
        now.toISOString(),
      );
      if (role) await replaceUserRoles(tx, id, [role.id]);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new APP_ERR_USER_TAKEN('用户名');
    throw error;
  }
  return username;
}
