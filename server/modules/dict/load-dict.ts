/**
 * JeecgBoot's search selects (components/dict/JSearchSelectTag.vue, JVxeSelectDictSearchCell.js): GET
 * /sys/dict/loadDict/{dictCode}?keyword=&pageSize= offers the options whose text contains what is typed,
 * and GET /sys/dict/loadDictItem/{dictCode}?key=a,b the texts of stored values. A plain dictionary is read
 * as getDictItems reads it; a table dictionary only through the registry of table-dicts.ts, with the same
 * permission and data rules as getDictItems of that table dictionary.
 */
import type { Expression, Kysely, SqlBool } from 'kysely';
import type { DictOption } from '../../../schemas/index';
import type { Database } from '../../db/index';
import type { Remember } from '../../db/read-cache';
import type { SessionUser } from '../auth/service';
import { containsText } from '../paging';
import { dictOptions } from './service';
import { isTableDict, tableDictOptions } from './table-dicts';

/** At most this many options in one answer (a search select shows a page; JeecgBoot's has no bound). */
export const LOAD_DICT_MAX = 100;

type Caller = Pick<SessionUser, 'id' | 'username' | 'permissionCodes'>;

/**
 * The options of a dictionary whose text contains `keyword` (case-insensitive; all when empty), at most
 * `pageSize` (bounded by LOAD_DICT_MAX), in the dictionary's order.
 *
 * @example
 * await loadDict(db, caller, 'sex', '女', 10)                         // [{ value: '2', text: '女', ... }]
 * await loadDict(db, caller, 'sys_user,realname,username', '管', 10)  // the users whose name contains 管
 */
export async function loadDict(
  db: Kysely<Database>,
  caller: Caller,
  code: string,
  keyword: string | undefined,
  pageSize: number,
  remember?: Remember,
): Promise<DictOption[]> {
  const limit = Math.min(pageSize, LOAD_DICT_MAX);
  const word = keyword?.trim() ?? '';
  if (isTableDict(code)) return tableDictOptions(db, caller, code, { keyword: word || undefined, limit });
  const lower = word.toLowerCase();
  const options = await dictOptions(db, code, remember);
  return options.filter((option) => option.text.toLowerCase().includes(lower)).slice(0, limit);
}

/**
 * The texts of `keys` in a dictionary, in the order of the keys: a key the dictionary lacks is left out
 * (JeecgBoot's delNotExist, the default) or answered as itself when `keepMissing`.
 *
 * @example
 * await loadDictItem(db, caller, 'sys_user,realname,username', ['admin', 'nobody'])       // ['管理员']
 * await loadDictItem(db, caller, 'sys_user,realname,username', ['admin', 'nobody'], true) // ['管理员', 'nobody']
 */
export async function loadDictItem(
  db: Kysely<Database>,
  caller: Caller,
  code: string,
  keys: readonly string[],
  keepMissing = false,
  remember?: Remember,
): Promise<string[]> {
  const options = isTableDict(code)
    ? await tableDictOptions(db, caller, code, { values: keys })
    : await dictOptions(db, code, remember);
  const texts = new Map(options.map((option) => [option.value, option.text]));
  return keys.flatMap((key) => {
    const text = texts.get(key);
    if (text !== undefined) return [text];
    return keepMissing ? [key] : [];
  });
}

/** A dictionary as JeecgBoot's SysDictTree node (GET /sys/dict/treeList). */
export interface DictTreeItem {
  key: string;
  value: string;
  title: string;
  id: string;
  dictName: string;
  dictCode: string;
  description: string | null;
}

/**
 * Every dictionary not in the recycle bin whose name contains `dictName`, newest first, as tree nodes,
 * within the caller's data rules on 数据字典 (`scope`, as the list applies them).
 *
 * @example
 * await dictTree(db, '性别', []) // [{ key: '<id>', value: '<id>', title: '性别', dictCode: 'sex', ... }]
 */
export async function dictTree(
  db: Kysely<Database>,
  dictName: string | undefined,
  scope: readonly Expression<SqlBool>[],
): Promise<DictTreeItem[]> {
  let query = db.selectFrom('sys_dict').selectAll().where('del_flag', '=', 0);
  if (dictName?.trim()) query = query.where(containsText('dict_name', dictName.trim()));
  if (scope.length) query = query.where((eb) => eb.and([...scope]));
  const rows = await query.orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map((row) => ({
    key: row.id,
    value: row.id,
    title: row.dict_name,
    id: row.id,
    dictName: row.dict_name,
    dictCode: row.dict_code,
    description: row.description,
  }));
}
