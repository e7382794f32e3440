/**
 * Secrets in logged request parameters (issue 13): whatever the row holds — rows written before
 * captchas were masked, or cut at 2 kB so they no longer parse — the log page and the export show every
 * password, token, secret or captcha as ******. plugins/operation-log.ts masks them when the row is
 * written; this masks them again when it is served.
 */

/** A key whose value is never shown: password, confirmpassword, oldpassword, token, captcha, *secret, *token… */
export const SECRET_KEY = /pass(word)?|secret|token|captcha/i;
/** What a masked value reads as. */
export const MASK = '******';

function maskValue(value: unknown, depth: number): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => maskValue(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      SECRET_KEY.test(key) ? MASK : maskValue(item, depth + 1),
    ]),
  );
}

/** `"key": value` pairs of JSON text, complete or cut off: a string (maybe unterminated) or a bare word. */
const PAIR = /"((?:[^"\\]|\\.)*)"(\s*:\s*)("(?:[^"\\]|\\.)*"?|[^\s,}\]]+)/g;

/**
 * Logged parameter text with every secret masked: parsed and pretty-printed when it is JSON, else
 * (text cut at the length limit) masked pair by pair as it stands.
 *
 * @example
 * maskParams('{"body":{"username":"a","password":"x"}}', true)
 * // '{\n  "body": {\n    "username": "a",\n    "password": "******"\n  }\n}'
 * maskParams('{"body":{"oldpassword":"abc…', false) // '{"body":{"oldpassword":"******"'
 */
export function maskParams(text: string | null, pretty = false): string | null {
  if (text === null || text === '') return text;
  try {
    const parsed: unknown = JSON.parse(text);
    return JSON.stringify(maskValue(parsed, 0), null, pretty ? 2 : undefined);
  } catch {
    return text.replace(PAIR, (pair, key: string, colon: string) =>
      SECRET_KEY.test(key) ? `"${key}"${colon}"${MASK}"` : pair,
    );
  }
}
