/**
 * Coded values a sheet shows as text: 性别 男/女 for 1/2, 状态 正常/冻结. The texts come from the
 * dictionary the pages use (so a renamed item reads the new way in the next export) or, for codes that
 * are no dictionary (身份), from the module's own constants.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/index';
import { computeEachTime, type Remember } from '../../db/read-cache';
import { AppError } from '../../errors';
import { dictOptions } from '../dict/service';

/**
 * Values and their texts.
 *
 * @example
 * const sex = new Choices([['1', '男'], ['2', '女']]);
 * sex.textOf(1)      // '男'
 * sex.valueOf('女')  // '2'
 * sex.valueOf('2')   // '2' (the value itself is understood too)
 */
export class Choices {
  constructor(private readonly pairs: ReadonlyArray<readonly [value: string, text: string]>) {}

  /** The text of `value`; the value itself when it has none; null for no value. */
  textOf(value: string | number | null | undefined): string | null {
    if (value === null || value === undefined || value === '') return null;
    const key = String(value);
    return this.pairs.find(([v]) => v === key)?.[1] ?? key;
  }

  /** The value a cell's text means (its text, or the value typed as such), or undefined. */
  valueOf(text: string): string | undefined {
    return (this.pairs.find(([, t]) => t === text) ?? this.pairs.find(([v]) => v === text))?.[0];
  }

  /** The texts for a message: '男、女'. */
  get texts(): string {
    return this.pairs.map(([, text]) => text).join('、');
  }
}

/**
 * The items in use of dictionary `code` as choices; none when the dictionary is gone (values then show
 * as themselves).
 *
 * @example
 * const sex = await dictChoices(db, 'sex', app.readCache.remember);
 */
export async function dictChoices(
  db: Kysely<Database>,
  code: string,
  remember: Remember = computeEachTime,
): Promise<Choices> {
  try {
    return new Choices((await dictOptions(db, code, remember)).map((o) => [o.value, o.text] as const));
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return new Choices([]);
    throw error;
  }
}
