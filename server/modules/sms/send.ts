/**
 * POST /sys/sms: a code for sign-in, register or password reset. The answer never says whether the phone
 * belongs to a user: a code is made and counted against the limits either way, but the message goes out
 * only when it can be of use — sign-in and reset codes to a user's phone, register codes to a phone no
 * user has. A phone that already has an account gets, for register, a notice instead of a code.
 */
import type { Kysely } from 'kysely';
import type { SmsSendRequest } from '../../../schemas/index';
import type { Database } from '../../db/index';
import { checkedPhone, issueCode } from './codes';
import { APP_ERR_REGISTER_CLOSED, APP_ERR_SMS_SEND_FAILED } from './errors';
import type { SmsProvider, SmsPurpose } from './provider';

/** JeecgBoot's smsmode to what the code is for. */
export const PURPOSE_OF_MODE: Readonly<Record<SmsSendRequest['smsmode'], SmsPurpose>> = {
  '0': 'login',
  '1': 'register',
  '2': 'reset',
};

/** The product name in the message's signature. */
const SIGNATURE = '【斗拱】';

const TEXT: Readonly<Record<SmsPurpose, string>> = {
  login: '您的登录验证码是 %s，5分钟内有效。如非本人操作，请忽略本短信。',
  register: '您的注册验证码是 %s，5分钟内有效。如非本人操作，请忽略本短信。',
  reset: '您正在找回密码，验证码是 %s，5分钟内有效。请勿告诉他人；如非本人操作，请忽略本短信。',
};

const ALREADY_REGISTERED =
  '该手机号已注册斗拱账号，无需再注册：可直接用手机号登录，或通过“忘记密码”找回。如非本人操作，请忽略本短信。';

/** Settings of the account flows (docs/accounts.md). */
export interface AccountSettings {
  /** Whether anyone may register an account (SELF_REGISTER; on unless 'off', 'false' or '0'). */
  selfRegistration: boolean;
}

/**
 * The account settings of an environment.
 *
 * @example
 * accountSettingsFromEnv({ SELF_REGISTER: 'off' }) // { selfRegistration: false }
 */
export function accountSettingsFromEnv(env: NodeJS.ProcessEnv): AccountSettings {
  const raw = env.SELF_REGISTER?.trim().toLowerCase();
  return { selfRegistration: !(raw === 'off' || raw === 'false' || raw === '0') };
}

/** The live (not recycled) user of a phone, if any. */
export function userOfPhone(db: Kysely<Database>, phone: string) {
  return db
    .selectFrom('sys_user')
    .select(['id', 'username', 'status'])
    .where('phone', '=', phone)
    .where('del_flag', '=', 0)
    .orderBy('created_at')
    .executeTakeFirst();
}

/** Whether any user, recycled ones too, holds the phone (register keeps phones unique). */
export async function phoneTaken(db: Kysely<Database>, phone: string): Promise<boolean> {
  const row = await db.selectFrom('sys_user').select('id').where('phone', '=', phone).executeTakeFirst();
  return row !== undefined;
}

/**
 * Makes and "sends" a code as the request asks; see the module comment for who gets a message.
 *
 * @example
 * await sendCode(db, provider, { mobile: '13800138000', smsmode: '0' }, '203.0.113.7', settings, now);
 */
export async function sendCode(
  db: Kysely<Database>,
  provider: SmsProvider,
  request: SmsSendRequest,
  network: string | null,
  settings: AccountSettings,
  now: Date,
): Promise<void> {
  const phone = checkedPhone(request.mobile);
  const purpose = PURPOSE_OF_MODE[request.smsmode];
  if (purpose === 'register' && !settings.selfRegistration) throw new APP_ERR_REGISTER_CLOSED();
  const code = await issueCode(db, { phone, purpose, network }, now);
  let text: string | null;
  if (purpose === 'register') {
    text = (await phoneTaken(db, phone)) ? ALREADY_REGISTERED : TEXT.register.replace('%s', code);
  } else {
    text = (await userOfPhone(db, phone)) ? TEXT[purpose].replace('%s', code) : null;
  }
  if (text === null) return;
  try {
    await provider.send({ phone, text: `${SIGNATURE}${text}`, purpose }, now);
  } catch {
    throw new APP_ERR_SMS_SEND_FAILED();
  }
}
