/**
 * Helpers of the SMS suites: send a code from a given address, read the newest message of a phone from
 * the 短信发件箱 as admin (what the e2e specs do on the page), and make users with phones.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { SmsOutboxListResult } from '../../schemas/index';
import type { Database } from '../../server/db/index';
import { createTestUser, type TestUserOptions } from '../../server/testing/accounts';
import { envelopeOf, getWithToken, tokenFor } from '../../server/testing/api';

/** POST /platform/sys/sms from `remoteAddress`. */
export function sendSms(
  app: FastifyInstance,
  mobile: string,
  smsmode: '0' | '1' | '2',
  remoteAddress = '198.51.100.1',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/platform/sys/sms',
    payload: { mobile, smsmode },
    remoteAddress,
  });
}

/** A public POST of `payload` to `url` from `remoteAddress`. */
export function postFrom(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  remoteAddress = '198.51.100.1',
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });
}

/** The 短信发件箱 messages to `phone`, newest first, as admin reads them. */
export async function outboxOf(app: FastifyInstance, phone: string): Promise<SmsOutboxListResult['records']> {
  const token = await tokenFor(app, 'admin');
  const response = await getWithToken(app, `/platform/sys/smsOutbox/list?phone=${phone}&pageSize=100`, token);
  expect(response.statusCode).toBe(200);
  return envelopeOf<SmsOutboxListResult>(response).result.records.filter((record) => record.phone === phone);
}

/** The code of the newest message to `phone` (fails the test when there is none). */
export async function latestCode(app: FastifyInstance, phone: string): Promise<string> {
  const [newest] = await outboxOf(app, phone);
  const code = /\d{6}/.exec(newest?.content ?? '')?.[0];
  if (!code) throw new Error(`no code in the outbox for ${phone}: ${JSON.stringify(newest)}`);
  return code;
}

/** A user with a phone; returns its id. */
export async function userWithPhone(
  db: Kysely<Database>,
  username: string,
  phone: string,
  options: TestUserOptions = {},
): Promise<string> {
  const id = await createTestUser(db, username, { roles: ['user'], ...options });
  await db.updateTable('sys_user').set({ phone }).where('id', '=', id).execute();
  return id;
}
