/**
 * 找回密码 (/user/alteration): the phone's reset code (smsmode '2') is traded for a short-lived ticket
 * and the account's name (POST /sys/user/phoneVerification), then the ticket and the new password, in a
 * POST body, set the password (POST /sys/user/passwordChange). Every session of the user ends and the
 * sign-in locks of the account are lifted. A phone no user has fails exactly as a wrong code does.
 */
import type { Kysely } from 'kysely';
import type {
  PasswordResetRequest,
  PhoneVerificationRequest,
  PhoneVerificationResult,
} from '../../../schemas/index';
import type { Database } from '../../db/index';
import { AppError } from '../../errors';
import { writeLoginLog } from '../log/repo';
import { checkedPhone, consumeCode, consumeResetTicket, issueResetTicket } from '../sms/codes';
import { APP_ERR_RESET_TICKET, APP_ERR_SMS_CODE_MISSING } from '../sms/errors';
import { userOfPhone } from '../sms/send';
import { checkNewPassword } from '../user/password-rule';
import { revokeSessions, updateUser } from '../user/repo';
import { hashPassword } from './password';
import { clearFailures } from './repo';
import type { RequestOrigin } from './service';

type Db = Kysely<Database>;

/** The URL resets are logged under. */
export const RESET_URL = '/platform/sys/user/passwordChange';

/**
 * Step 1: proves the phone with its reset code; answers the account and a reset ticket (JeecgBoot's
 * `smscode` field).
 *
 * @example
 * await verifyResetPhone(db, { phone: '13800138000', smscode: '048213' }, now) // { username: 'admin', smscode: 'Zr3...' }
 */
export async function verifyResetPhone(
  db: Db,
  body: PhoneVerificationRequest,
  now: Date,
): Promise<PhoneVerificationResult> {
  const phone = checkedPhone(body.phone);
  await consumeCode(db, phone, 'reset', body.smscode, now);
  const user = await userOfPhone(db, phone);
  if (!user) throw new APP_ERR_SMS_CODE_MISSING();
  return { username: user.username, smscode: await issueResetTicket(db, phone, now) };
}

/**
 * Step 2: sets the new password with the ticket of step 1, ends every session of the user and lifts
 * the sign-in locks of the account.
 *
 * @example
 * await resetPassword(db, { username: 'admin', phone: '13800138000', smscode: ticket, password: 'newpass1' }, origin, now)
 */
export async function resetPassword(
  db: Db,
  body: PasswordResetRequest,
  origin: RequestOrigin,
  now: Date,
): Promise<void> {
  const phone = checkedPhone(body.phone);
  checkNewPassword(body.password, body.confirmPassword);
  try {
    await consumeResetTicket(db, phone, body.smscode, now);
  } catch (error) {
    if (error instanceof AppError) throw new APP_ERR_RESET_TICKET();
    throw error;
  }
  const user = await userOfPhone(db, phone);
  if (!user || user.username !== body.username) throw new APP_ERR_RESET_TICKET();
  const passwordHash = await hashPassword(body.password);
  await db.transaction().execute(async (tx) => {
    await updateUser(tx, user.id, {
      password_hash: passwordHash,
      updated_by: user.username,
      updated_at: now.toISOString(),
    });
    await revokeSessions(tx, [user.id], now.toISOString());
    await clearFailures(tx, user.username);
    await writeLoginLog(tx, {
      ...origin,
      username: user.username,
      userId: user.id,
      url: RESET_URL,
      ok: true,
      content: `用户名: ${user.username},通过手机验证码重置了密码`,
      at: now,
    });
  });
}
