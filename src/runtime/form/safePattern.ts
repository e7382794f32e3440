/**
 * Design patterns on a linear-time engine. A browser's RegExp backtracks, so `^(a+)+$` against 34 'a's and
 * a '!' froze the filling user's tab for over a minute (issue 11, finding 6); RE2 (re2js) answers in time
 * proportional to the input whatever the pattern. What RE2 cannot read (backreferences, lookaround) runs on
 * RegExp only when safe-regex2 finds no nested repetition in it; otherwise the rule is skipped, with a warning.
 * The server refuses such patterns at save (schemas/patterns.ts); this covers designs stored before.
 */
import { RE2JS } from 're2js';
import { isSafePattern, parsePattern } from '../../../schemas/patterns';

/** Tells whether a value matches a pattern somewhere, as RegExp#test does. */
export type PatternTest = (value: string) => boolean;

const RE2_FLAGS: Record<string, number> = {
  i: RE2JS.CASE_INSENSITIVE,
  m: RE2JS.MULTILINE,
  s: RE2JS.DOTALL,
};

function onRe2(source: string, flags: string): PatternTest | null {
  try {
    const bits = [...flags].reduce((all, flag) => all | (RE2_FLAGS[flag] ?? 0), 0);
    const re = RE2JS.compile(RE2JS.translateRegExp(source), bits);
    return (value) => re.test(value);
  } catch {
    return null;
  }
}

/**
 * The test of a design's pattern text (a bare source or form-making's '/.../flags' literal), or null when
 * the pattern cannot run safely (the caller drops the rule).
 *
 * @example
 * compilePattern('^(a+)+$')!('a'.repeat(34) + '!') // false, at once
 * compilePattern('/^abc$/i')!('ABC') // true
 */
export function compilePattern(text: string): PatternTest | null {
  const { source, flags } = parsePattern(text);
  const linear = onRe2(source, flags);
  if (linear) return linear;
  let native: RegExp;
  try {
    native = new RegExp(source, flags);
  } catch {
    console.warn(`Dougong: ignoring an invalid pattern '${text}'`);
    return null;
  }
  if (!isSafePattern(source)) {
    console.warn(
      `Dougong: ignoring the pattern '${text}': it could backtrack for minutes (nested repetition)`,
    );
    return null;
  }
  return (value) => native.test(value);
}
