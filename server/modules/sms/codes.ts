/**
 * SMS codes: 6 random digits, live 5 minutes, one live code per phone and purpose (a new send voids the
 * old), void after 5 wrong tries, single use, stored only as a salted SHA-256 and compared in constant
 * time. Sends are limited to 1 a minute and 10 in 24 hours per phone and per client address (an IPv4
 * address or IPv6 /64), each refusal saying when to try again.
 */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { newId } from '../../db/ids';
import type { Database } from '../../db/index';
import { lockSignInKeys } from '../auth/repo';
import type { AppErrorClass } from '../../errors';
import {
  APP_ERR_SMS_ADDRESS_DAY_LIMIT,
  APP_ERR_SMS_ADDRESS_TOO_OFTEN,
  APP_ERR_SMS_CODE_EXPIRED,
  APP_ERR_SMS_CODE_MISSING,
  APP_ERR_SMS_CODE_VOID,
  APP_ERR_SMS_CODE_WRONG,
  APP_ERR_SMS_PHONE,
  APP_ERR_SMS_PHONE_DAY_LIMIT,
  APP_ERR_SMS_PHONE_TOO_OFTEN,
} from './errors';
import type { SmsPurpose } from './provider';

type Db = Kysely<Database>;

/** A code lives 5 minutes. */
export const CODE_TTL_MS = 5 * 60 * 1000;
/** The fifth wrong try voids the code. */
export const MAX_WRONG_TRIES = 5;
/** 1 send a minute and 10 in 24 hours, per phone and per client address. */
export const SEND_LIMITS = {
  minuteMs: 60 * 1000,
  perMinute: 1,
  dayMs: 24 * 60 * 60 * 1000,
  perDay: 10,
} as const;

/** SPEC.md §5's mobile phone: 11 digits, 1 then 3-9. */
const MOBILE = /^1[3-9]\d{9}$/;

/**
 * The phone as typed (spaces trimmed), or a 400 when it is not a mainland mobile number.
 *
 * @example
 * checkedPhone(' 13800138000 ') // '13800138000'
 */
export function checkedPhone(phone: string): string {
  const trimmed = phone.trim();
  if (!MOBILE.test(trimmed)) throw new APP_ERR_SMS_PHONE();
  return trimmed;
}

function hashOf(salt: string, secret: string): string {
  return createHash('sha256').update(`${salt}:${secret}`, 'utf8').digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/** "N 秒" until a minute-window send frees up, at least 1. */
function secondsUntil(untilMs: number, now: Date): string {
  return String(Math.max(1, Math.ceil((untilMs - now.getTime()) / 1000)));
}

/** "约 N 小时" or "N 分钟" until a day-window send frees up. */
function waitText(untilMs: number, now: Date): string {
  const minutes = Math.max(1, Math.ceil((untilMs - now.getTime()) / 60_000));
  return minutes >= 60 ? `约${Math.ceil(minutes / 60)}小时` : `${minutes}分钟`;
}

async function sendTimes(tx: Db, column: 'phone' | 'ip', value: string, sinceIso: string): Promise<number[]> {
  const rows = await tx
    .selectFrom('sys_sms_send')
    .select('created_at')
    .where(column, '=', value)
    .where('created_at', '>', sinceIso)
    .orderBy('created_at', 'asc')
    .execute();
  return rows.map((row) => Date.parse(row.created_at));
}

/** Throws the right refusal when `times` (this key's sends of the last 24 hours) leave no room now. */
function assertRoom(
  times: readonly number[],
  now: Date,
  tooOften: AppErrorClass,
  dayLimit: AppErrorClass,
): void {
  const minuteAgo = now.getTime() - SEND_LIMITS.minuteMs;
  const lastMinute = times.filter((at) => at > minuteAgo);
  if (lastMinute.length >= SEND_LIMITS.perMinute)
    throw new tooOften(secondsUntil(lastMinute[0] + SEND_LIMITS.minuteMs, now));
  if (times.length >= SEND_LIMITS.perDay)
    throw new dayLimit(waitText(times[times.length - SEND_LIMITS.perDay] + SEND_LIMITS.dayMs, now));
}

export interface CodeRequest {
  phone: string;
  purpose: SmsPurpose;
  /** The client's address or /64 (clientNetworkOf); null when unknown (not limited by address then). */
  network: string | null;
}

/**
 * Counts a send against the limits and makes a new code for the phone and purpose, voiding the old one.
 * Returns the code in clear for the message; only its hash is kept. Throws a 429 when a limit is reached.
 *
 * @example
 * const code = await issueCode(db, { phone: '13800138000', purpose: 'login', network: '203.0.113.7' }, now); // '048213'
 */
export async function issueCode(db: Db, request: CodeRequest, now: Date): Promise<string> {
  const { phone, purpose, network } = request;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('hex');
  await db.transaction().execute(async (tx) => {
    // Two sends at once must not both read "none this minute".
    await lockSignInKeys(tx, network ? [`sms-phone:${phone}`, `sms-ip:${network}`] : [`sms-phone:${phone}`]);
    const since = new Date(now.getTime() - SEND_LIMITS.dayMs).toISOString();
    assertRoom(
      await sendTimes(tx, 'phone', phone, since),
      now,
      APP_ERR_SMS_PHONE_TOO_OFTEN,
      APP_ERR_SMS_PHONE_DAY_LIMIT,
    );
    if (network)
      assertRoom(
        await sendTimes(tx, 'ip', network, since),
        now,
        APP_ERR_SMS_ADDRESS_TOO_OFTEN,
        APP_ERR_SMS_ADDRESS_DAY_LIMIT,
      );
    await tx
      .insertInto('sys_sms_send')
      .values({ id: newId(), phone, ip: network, created_at: now.toISOString() })
      .execute();
    await storeSecret(tx, phone, purpose, salt, code, now, CODE_TTL_MS);
  });
  return code;
}

async function storeSecret(
  tx: Db,
  phone: string,
  purpose: string,
  salt: string,
  secret: string,
  now: Date,
  ttlMs: number,
): Promise<void> {
  await tx.deleteFrom('sys_sms_code').where('phone', '=', phone).where('purpose', '=', purpose).execute();
  await tx
    .insertInto('sys_sms_code')
    .values({
      id: newId(),
      phone,
      purpose,
      salt,
      code_hash: hashOf(salt, secret),
      tries: 0,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + ttlMs).toISOString(),
    })
    .execute();
}

/**
 * Checks `code` against the live code of the phone and purpose and uses it up when it matches. Throws a
 * 400 saying why otherwise: none sent (or already used), expired, wrong (with the tries left), or void
 * after MAX_WRONG_TRIES wrong tries.
 *
 * @example
 * await consumeCode(db, '13800138000', 'login', '048213', now);
 */
export async function consumeCode(
  db: Db,
  phone: string,
  purpose: string,
  code: string,
  now: Date,
): Promise<void> {
  const failure = await db.transaction().execute(async (tx) => {
    await lockSignInKeys(tx, [`sms-code:${phone}:${purpose}`]);
    const row = await tx
      .selectFrom('sys_sms_code')
      .selectAll()
      .where('phone', '=', phone)
      .where('purpose', '=', purpose)
      .executeTakeFirst();
    if (!row) return new APP_ERR_SMS_CODE_MISSING();
    if (row.tries >= MAX_WRONG_TRIES) return new APP_ERR_SMS_CODE_VOID();
    if (Date.parse(row.expires_at) <= now.getTime()) return new APP_ERR_SMS_CODE_EXPIRED();
    if (sameHash(hashOf(row.salt, code.trim()), row.code_hash)) {
      await tx.deleteFrom('sys_sms_code').where('id', '=', row.id).execute();
      return null;
    }
    const tries = row.tries + 1;
    await tx.updateTable('sys_sms_code').set({ tries }).where('id', '=', row.id).execute();
    return tries >= MAX_WRONG_TRIES
      ? new APP_ERR_SMS_CODE_VOID()
      : new APP_ERR_SMS_CODE_WRONG(MAX_WRONG_TRIES - tries);
  });
  if (failure) throw failure;
}

/** A reset ticket lives 10 minutes after the phone was verified. */
export const TICKET_TTL_MS = 10 * 60 * 1000;
const TICKET_PURPOSE = 'reset-ticket';

/**
 * A one-time proof that the phone was verified for a password reset (phoneVerification's `smscode`);
 * a new one voids the old.
 *
 * @example
 * const ticket = await issueResetTicket(db, '13800138000', now); // 'Zr3...' (43 characters)
 */
export async function issueResetTicket(db: Db, phone: string, now: Date): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  const salt = randomBytes(16).toString('hex');
  await db
    .transaction()
    .execute((tx) => storeSecret(tx, phone, TICKET_PURPOSE, salt, ticket, now, TICKET_TTL_MS));
  return ticket;
}

/**
 * Uses up the reset ticket of the phone; throws a 400 unless `ticket` is it and still live. A wrong
 * ticket counts as a wrong try like a wrong code.
 *
 * @example
 * await consumeResetTicket(db, '13800138000', ticket, now);
 */
export async function consumeResetTicket(db: Db, phone: string, ticket: string, now: Date): Promise<void> {
  await consumeCode(db, phone, TICKET_PURPOSE, ticket, now);
}
