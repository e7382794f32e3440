/**
 * Where SMS messages go. A real SMS service plugs in as another SmsProvider; the default one writes each
 * message to the 短信发件箱 table (sys_sms_outbox) that administrators read on its page, so phone
 * sign-in, register and password reset work in a demo with no SMS account (docs/accounts.md).
 */
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids';
import type { Database } from '../../db/index';

/** What a code is for: sign-in (smsmode '0'), register ('1') or password reset ('2'). */
export type SmsPurpose = 'login' | 'register' | 'reset';

/** One text message to one phone. */
export interface SmsMessage {
  phone: string;
  text: string;
  purpose: SmsPurpose;
}

/**
 * Sends text messages. `send` resolves once the message is accepted and throws when it cannot be sent.
 *
 * @example
 * await provider.send({ phone: '13800138000', text: '【斗拱】您的验证码是 123456', purpose: 'login' }, now);
 */
export interface SmsProvider {
  /** Shown in logs and docs: 'outbox' for the default. */
  readonly name: string;
  send(message: SmsMessage, now: Date): Promise<void>;
}

/**
 * The default provider: every message becomes a row of the 短信发件箱.
 *
 * @example
 * const provider = outboxProvider(app.db);
 */
export function outboxProvider(db: Kysely<Database>): SmsProvider {
  return {
    name: 'outbox',
    async send(message, now) {
      await db
        .insertInto('sys_sms_outbox')
        .values({
          id: newId(),
          phone: message.phone,
          content: message.text,
          purpose: message.purpose,
          created_at: now.toISOString(),
        })
        .execute();
    },
  };
}
