/**
 * JeecgBoot's display fields (its `@Dict` annotation and DictAspect): beside a dictionary-coded field the
 * record carries `<field>_dictText`, the text of its value — of each value, comma-joined, when the field
 * holds several ('1,2' → '男,女') — which the client's columns show (issue 16). A value the dictionary
 * does not know shows as itself, so a stale code is visible rather than blank (docs/decisions.md); an
 * empty or null value gives ''.
 *
 * A field may be coded by a table dictionary of the registry ('sys_user,realname,username',
 * table-dicts.ts): the texts of the values the records hold are read from that table.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/index';
import { computeEachTime, type Remember } from '../../db/read-cache';
import { splitIds } from '../../db/ids';
import { APP_ERR_DICT_NOT_FOUND } from '../../errors';
import { dictOptions } from './service';
import { isTableDict, tableDictTexts } from './table-dicts';

/** The dictionary-coded fields of a record: field name to dictionary code. */
export type DictFields = Readonly<Record<string, string>>;

/** A record with the display field of each of `F`'s fields. */
export type WithDictText<T, F extends DictFields> = T & {
  [K in keyof F & string as `${K}_dictText`]: string;
};

/**
 * `records` with `<field>_dictText` for each field of `fields`, read from the dictionaries (remembered
 * per code until the next write when `remember` is the read cache). A dictionary that does not exist
 * leaves the values as they are.
 *
 * @example
 * await withDictText(db, users, { sex: 'sex', status: 'user_status' }, remember)
 * // [{ ..., sex: 1, sex_dictText: '男', status: 1, status_dictText: '正常' }]
 * await withDictText(db, logs, { username: 'sys_user,realname,username' })
 * // [{ ..., username: 'admin', username_dictText: '管理员' }]
 */
export async function withDictText<T extends object, F extends DictFields>(
  db: Kysely<Database>,
  records: readonly T[],
  fields: F,
  remember: Remember = computeEachTime,
): Promise<WithDictText<T, F>[]> {
  const texts = await Promise.all(
    Object.entries(fields).map(
      async ([field, code]) =>
        [
          field,
          isTableDict(code)
            ? await tableDictTexts(db, code, valuesOf(records, field))
            : await textsOf(db, code, remember),
        ] as const,
    ),
  );
  return records.map((record) => {
    const extra: Record<string, string> = {};
    for (const [field, byValue] of texts) {
      const value = (record as Record<string, unknown>)[field];
      extra[`${field}_dictText`] = displayOf(value, byValue);
    }
    return { ...record, ...extra } as WithDictText<T, F>;
  });
}

async function textsOf(db: Kysely<Database>, code: string, remember: Remember): Promise<Map<string, string>> {
  try {
    return new Map((await dictOptions(db, code, remember)).map((option) => [option.value, option.text]));
  } catch (error) {
    if (error instanceof APP_ERR_DICT_NOT_FOUND) return new Map();
    throw error;
  }
}

/** Every value the records hold in `field`, each of a comma-joined cell on its own. */
function valuesOf(records: readonly object[], field: string): string[] {
  const values = new Set<string>();
  for (const record of records) {
    const value = (record as Record<string, unknown>)[field];
    if (value === null || value === undefined || value === '') continue;
    for (const one of typeof value === 'string' ? splitIds(value) : [String(value)]) values.add(one);
  }
  return [...values];
}

function displayOf(value: unknown, byValue: ReadonlyMap<string, string>): string {
  if (value === null || value === undefined || value === '') return '';
  const values = typeof value === 'string' ? splitIds(value) : [String(value)];
  return values.map((one) => byValue.get(one) ?? one).join(',');
}
