/**
 * The "no" of a check call (checkOnlyUser, checkRoleCode): a question answered, not a failed request, so
 * HTTP 200 with success false, which is how the browser's inline validators read it (JeecgBoot's contract;
 * the duplicate check answers the same way).
 */
import type { EnvelopeBody } from '../plugins/envelope';

/**
 * The envelope of a negative answer.
 *
 * @example
 * return reply.send(negativeAnswer('用户账号已存在', app.clock()));
 * // { success: false, message: '用户账号已存在', code: 200, result: false, timestamp }
 */
export function negativeAnswer(message: string, now: Date): EnvelopeBody {
  return { success: false, message, code: 200, result: false, timestamp: now.getTime() };
}
