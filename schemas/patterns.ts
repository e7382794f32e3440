/**
 * The `pattern` text of a design's rules: a bare source ('^\d+$') or form-making's regex literal
 * ('/^\d+$/i'), and the check that refuses, at save, a pattern that does not compile or whose nested
 * repetition could backtrack for minutes in the filling user's browser (safe-regex2's star height).
 */
import safeRegex from 'safe-regex2';

/** A regex literal as the original designer stored it: '/^1[3-9]\d{9}$/i'. */
const LITERAL = /^\/([\s\S]+)\/([imsu]*)$/;
/** Lookbehind, which safe-regex2's parser cannot read, so it cannot vouch for the pattern. */
const LOOKBEHIND = /\(\?<[=!]/;

/** A pattern's source and flags. */
export interface ParsedPattern {
  source: string;
  flags: string;
}

/**
 * Splits pattern text into source and flags; the original designer evaluated the literal, we parse it.
 *
 * @example
 * parsePattern('/^\\d+$/i') // { source: '^\\d+$', flags: 'i' }
 * parsePattern('^\\d+$') // { source: '^\\d+$', flags: '' }
 */
export function parsePattern(text: string): ParsedPattern {
  const literal = LITERAL.exec(text);
  return literal ? { source: literal[1]!, flags: literal[2]! } : { source: text, flags: '' };
}

/**
 * Whether a regex source has no nested repetition (star height 1 at most) and at most `limit` repetitions.
 *
 * @example
 * isSafePattern('^(a+)+$') // false
 * isSafePattern('^1[3-9]\\d{9}$') // true
 */
export function isSafePattern(source: string, limit = 25): boolean {
  return safeRegex(source, { limit });
}

/**
 * What is wrong with a design's pattern text, in Chinese, or undefined when it may be saved.
 *
 * @example
 * patternProblem('^(a+)+$') // '正则表达式可能导致浏览器卡死（嵌套的重复）：^(a+)+$，请改写'
 * patternProblem('/^\\d{6}$/') // undefined
 */
export function patternProblem(text: string): string | undefined {
  const { source, flags } = parsePattern(text);
  try {
    new RegExp(source, flags);
  } catch {
    return `正则表达式无法解析：${text}，请检查括号、方括号与转义`;
  }
  if (LOOKBEHIND.test(source))
    return `正则表达式用了后行断言 (?<= 或 (?<!，无法确认它不会让浏览器卡死：${text}，请改写`;
  if (!isSafePattern(source, Infinity)) return `正则表达式可能导致浏览器卡死（嵌套的重复）：${text}，请改写`;
  if (!isSafePattern(source)) return `正则表达式的重复太多（超过 25 处）：${text}，请简化`;
  return undefined;
}
