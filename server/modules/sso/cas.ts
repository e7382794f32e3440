/**
 * CAS single sign-on (docs/sso.md): a ticket the CAS server issued for one of our registered service URLs is
 * checked at the server's serviceValidate (CAS 2.0/3.0 XML, parsed without DTDs or entity expansion) and
 * its user signed in by username, answered as JeecgBoot's /sys/cas/client/validateLogin does.
 */
import type { Kysely } from 'kysely';
import { XMLParser } from 'fast-xml-parser';
import type { LoginResult } from '../../../schemas/index';
import type { Database } from '../../db/index';
import { findUserByUsername } from '../auth/repo';
import type { RequestOrigin } from '../auth/service';
import {
  APP_ERR_CAS_DOWN,
  APP_ERR_CAS_SERVICE,
  APP_ERR_CAS_TICKET,
  APP_ERR_CAS_UNKNOWN_USER,
} from './errors';
import { openSession } from './session';
import type { CasSettings } from './settings';

/** How long the CAS server may take to answer. */
const VALIDATE_TIMEOUT_MS = 10_000;
/** Larger answers are not a ticket validation. */
const MAX_ANSWER_BYTES = 256 * 1024;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  processEntities: false,
  parseTagValue: false,
  trimValues: true,
});

/** What a serviceValidate answer says: the user, or why not. */
export type CasAnswer = { user: string } | { failure: string };

function textOf(node: unknown): string | undefined {
  if (typeof node === 'string') return node.trim() || undefined;
  if (typeof node === 'object' && node !== null && '#text' in node)
    return textOf((node as { '#text': unknown })['#text']);
  return undefined;
}

/**
 * Reads a CAS 2.0/3.0 serviceValidate answer. A document with a DTD is refused outright (no entity tricks).
 *
 * @example
 * parseCasAnswer('<cas:serviceResponse xmlns:cas="http://www.yale.edu/tp/cas"><cas:authenticationSuccess><cas:user>zhangsan</cas:user></cas:authenticationSuccess></cas:serviceResponse>')
 * // { user: 'zhangsan' }
 */
export function parseCasAnswer(xml: string): CasAnswer {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return { failure: 'CAS 答复含 DTD，已拒绝' };
  let document: Record<string, unknown>;
  try {
    document = parser.parse(xml) as Record<string, unknown>;
  } catch {
    return { failure: 'CAS 答复不是有效的 XML' };
  }
  const response = document.serviceResponse as Record<string, unknown> | undefined;
  if (!response || typeof response !== 'object') return { failure: 'CAS 答复缺少 serviceResponse' };
  const failure = response.authenticationFailure;
  if (failure !== undefined) {
    const code =
      typeof failure === 'object' && failure !== null
        ? (failure as Record<string, unknown>)['@code']
        : undefined;
    return { failure: typeof code === 'string' ? code : (textOf(failure) ?? 'INVALID_TICKET') };
  }
  const success = response.authenticationSuccess as Record<string, unknown> | undefined;
  const user = success && typeof success === 'object' ? textOf(success.user) : undefined;
  return user ? { user } : { failure: 'CAS 答复中没有用户' };
}

const TICKET = /^[A-Za-z0-9._:-]{1,512}$/;

/**
 * Validates `ticket` for `service` at the CAS server and opens a session for its user. Refuses a service
 * not in CAS_SERVICE (a ticket issued for another site must not sign anyone in here), a bad ticket (400), a
 * CAS user without an account here (403) and a frozen one.
 *
 * @example
 * const { token, userInfo } = await casSignIn(db, settings, 'ST-1-abc', 'https://dg.example.com/user/login', origin, new Date());
 */
export async function casSignIn(
  db: Kysely<Database>,
  cas: CasSettings,
  ticket: string,
  service: string,
  origin: RequestOrigin,
  now: Date,
): Promise<LoginResult> {
  if (!cas.services.includes(service)) throw new APP_ERR_CAS_SERVICE(service);
  if (!TICKET.test(ticket)) throw new APP_ERR_CAS_TICKET('格式不对');
  const url = new URL(`${cas.url}/serviceValidate`);
  url.searchParams.set('service', service);
  url.searchParams.set('ticket', ticket);
  let xml: string;
  try {
    const response = await fetch(url, {
      signal: AbortSignal.timeout(VALIDATE_TIMEOUT_MS),
      redirect: 'error',
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    xml = await response.text();
  } catch {
    throw new APP_ERR_CAS_DOWN();
  }
  if (xml.length > MAX_ANSWER_BYTES) throw new APP_ERR_CAS_DOWN();
  const answer = parseCasAnswer(xml);
  if ('failure' in answer) throw new APP_ERR_CAS_TICKET(answer.failure);
  const user = await findUserByUsername(db, answer.user);
  if (!user) throw new APP_ERR_CAS_UNKNOWN_USER(answer.user);
  return openSession(db, user, origin, now, 'CAS');
}
