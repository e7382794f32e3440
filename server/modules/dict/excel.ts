/**
 * Dictionaries in Excel (issue 16), two sheets as JeecgBoot exports a dictionary with its items: 字典 (one
 * row per dictionary) and 字典项 (one row per item, naming its dictionary by code). GET
 * /platform/sys/dict/exportXls writes the dictionaries the list keeps (or the ticked ones) with their
 * items; POST /platform/sys/dict/importExcel adds new dictionaries with their items — all of them, or
 * none when any row breaks a rule of 添加字典 / 添加字典项. Items go with a dictionary of the same file:
 * an existing dictionary's items are kept up in 字典配置.
 */
import type ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import { validate, type DictItemRecord, type DictListQuery } from '../../../schemas/index';
import { newId } from '../../db/ids';
import type { Database } from '../../db/index';
import type { Remember } from '../../db/read-cache';
import { currentUser } from '../../plugins/auth';
import { ruleScopeOf } from '../data-rule/scope';
import { dictChoices, type Choices } from '../excel/choices';
import { reasonsOf, type ExcelColumn } from '../excel/columns';
import { allRecords, cellsOf } from '../excel/export';
import { RowProblems, UniqueColumn, writeAll } from '../excel/problems';
import { readSheet, sheetOf, type SheetRow } from '../excel/reader';
import { excelRoutes } from '../excel/routes';
import { localTime } from '../excel/workbook';
import { listItems } from './item-service';
import * as repo from './repo';
import { listDicts } from './service';

type Db = Kysely<Database>;

const DICT_SHEET = '字典';
const ITEM_SHEET = '字典项';
/** The dictionary of an item's 状态, as the item table shows it. */
const STATUS_DICT = 'valid_status';

/** What a row of the sheet 字典 shows. */
interface DictLine {
  id: string;
  dictName: string;
  dictCode: string;
  description: string | null;
  createTime: string;
}

/** What a row of the sheet 字典项 shows. */
type ItemLine = Pick<DictItemRecord, 'itemText' | 'itemValue' | 'description' | 'sortOrder' | 'status'> & {
  dictCode: string;
};

export const DICT_COLUMNS: ReadonlyArray<ExcelColumn<DictLine>> = [
  { header: '字典名称', width: 20, field: 'dictName', required: true, value: (d) => d.dictName },
  {
    header: '字典编码',
    width: 20,
    field: 'dictCode',
    required: true,
    invalid: '字典编码格式不正确：以字母开头，只能包含字母、数字、_ 和 -',
    value: (d) => d.dictCode,
  },
  { header: '描述', width: 40, field: 'description', value: (d) => d.description },
  { header: '创建时间', width: 20, value: (d) => localTime(d.createTime) },
];

export const ITEM_COLUMNS: ReadonlyArray<ExcelColumn<ItemLine, Choices>> = [
  { header: '字典编码', width: 20, field: 'dictCode', required: true, value: (i) => i.dictCode },
  { header: '名称', width: 20, field: 'itemText', required: true, value: (i) => i.itemText },
  { header: '数据值', width: 16, field: 'itemValue', required: true, value: (i) => i.itemValue },
  { header: '描述', width: 30, field: 'description', value: (i) => i.description ?? null },
  {
    header: '排序',
    width: 8,
    field: 'sortOrder',
    invalid: '排序应为 0 到 9999 的整数',
    value: (i) => i.sortOrder,
  },
  { header: '状态', width: 8, field: 'status', value: (i, statuses) => statuses.textOf(i.status) },
];

const lineOf = (row: repo.DictRow): DictLine => ({
  id: row.id,
  dictName: row.dict_name,
  dictCode: row.dict_code,
  description: row.description,
  createTime: row.created_at,
});

/** The ticked dictionaries, newest first as the list shows them. */
async function selectedDicts(db: Db, ids: readonly string[]): Promise<DictLine[]> {
  const rows = await repo.findDicts(db, ids);
  return rows.sort((a, b) => b.created_at.localeCompare(a.created_at)).map(lineOf);
}

/**
 * The two sheets of `dicts`: the items are read once the dictionaries have been written, dictionary by
 * dictionary, so neither sheet is held whole.
 */
function sheetsOf(db: Db, dicts: AsyncIterable<DictLine> | Iterable<DictLine>, statuses: Choices) {
  const written: DictLine[] = [];
  async function* dictLines() {
    for await (const dict of dicts) {
      written.push(dict);
      yield dict;
    }
  }
  async function* itemLines() {
    for (const dict of written)
      for (const item of (await listItems(db, { dictId: dict.id })).records)
        yield { ...item, dictCode: dict.dictCode };
  }
  return [
    { name: DICT_SHEET, columns: DICT_COLUMNS, rows: cellsOf(dictLines(), DICT_COLUMNS, undefined) },
    { name: ITEM_SHEET, columns: ITEM_COLUMNS, rows: cellsOf(itemLines(), ITEM_COLUMNS, statuses) },
  ];
}

/** A new dictionary of the file and the rows of its items. */
interface NewDict {
  id: string;
  dictName: string;
  dictCode: string;
  description: string | null;
}

/** Checks the sheet 字典; answers the dictionaries by code. */
async function checkDicts(
  db: Db,
  rows: readonly SheetRow[],
  problems: RowProblems,
): Promise<Map<string, NewDict>> {
  const codes = [...new Set(rows.map((row) => row.values.dictCode).filter((code) => code !== undefined))];
  const taken = new Set<string>();
  // A dictionary in the recycle bin keeps its code: say so, and what frees it.
  const recycled = new Set<string>();
  for (const code of codes) {
    const row = await repo.findDictByCode(db, code);
    if (row) taken.add(code);
    if (row && row.del_flag !== 0) recycled.add(code);
  }
  const unique = new UniqueColumn('字典编码', (code) => taken.has(code));
  const dicts = new Map<string, NewDict>();
  for (const { row, values, reasons, unread } of rows) {
    const check = validate('DictAddRequest', values);
    const clash = check.ok ? unique.check(values.dictCode, row) : undefined;
    const taking =
      clash && recycled.has(values.dictCode!) && taken.has(values.dictCode!)
        ? `${clash}（在回收站中：请先取回或彻底删除）`
        : clash;
    problems.add(row, [
      ...reasons,
      ...reasonsOf(check.errors, DICT_COLUMNS, unread),
      ...(taking ? [taking] : []),
    ]);
    if (check.ok && !taking)
      dicts.set(values.dictCode!, {
        id: newId(),
        dictName: values.dictName!,
        dictCode: values.dictCode!,
        description: values.description ?? null,
      });
  }
  return dicts;
}

/** An item of a new dictionary. */
interface NewItem {
  dictId: string;
  text: string;
  value: string;
  description: string | null;
  sortOrder: number;
  status: number;
}

/** 排序 as a number, undefined when it is no whole number 0–9999 (empty is 0). */
const sortOrderOf = (text: string | undefined) =>
  text === undefined ? 0 : /^\d{1,4}$/.test(text) ? Number(text) : undefined;

/** Checks the sheet 字典项 against the dictionaries of the file; answers the items to insert. */
function checkItems(
  rows: readonly SheetRow[],
  dicts: ReadonlyMap<string, NewDict>,
  declared: ReadonlySet<string>,
  statuses: Choices,
  problems: RowProblems,
): NewItem[] {
  const unique = new UniqueColumn('数据值', () => false);
  const items: NewItem[] = [];
  for (const { row, values, reasons, unread } of rows) {
    const own = [...reasons];
    const code = values.dictCode;
    if (code !== undefined && !declared.has(code)) own.push(`字典编码「${code}」不在「${DICT_SHEET}」表中`);
    const status = values.status === undefined ? '1' : statuses.valueOf(values.status);
    if (status === undefined) own.push(`状态应为 ${statuses.texts} 之一`);
    const sortOrder = sortOrderOf(values.sortOrder);
    if (sortOrder === undefined) own.push(ITEM_COLUMNS.find((c) => c.field === 'sortOrder')!.invalid!);
    const body = {
      dictId: 'new',
      itemText: values.itemText,
      itemValue: values.itemValue,
      description: values.description,
      sortOrder: sortOrder ?? 0,
      status: Number(status ?? 1),
    };
    const check = validate('DictItemAddRequest', body);
    own.push(...reasonsOf(check.errors, ITEM_COLUMNS, unread));
    // A value is unique within its dictionary.
    const taking = check.ok && code ? unique.check(`${code}\u0000${values.itemValue}`, row) : undefined;
    if (taking) own.push(taking);
    problems.add(row, own, ITEM_SHEET);
    const dict = code === undefined ? undefined : dicts.get(code);
    if (dict && own.length === 0)
      items.push({
        dictId: dict.id,
        text: body.itemText!,
        value: body.itemValue!,
        description: body.description ?? null,
        sortOrder: body.sortOrder,
        status: body.status,
      });
  }
  return items;
}

/**
 * Checks every row of the sheets 字典 and 字典项 and adds the dictionaries with their items in one
 * transaction; 400 naming each bad row otherwise, with nothing written. Answers how many dictionaries
 * were added.
 *
 * @example
 * await importDicts(db, 'admin', workbook, now) // 2
 */
export async function importDicts(
  db: Db,
  by: string,
  workbook: ExcelJS.Workbook,
  now: Date,
  remember?: Remember,
): Promise<number> {
  const dictRows = readSheet(sheetOf(workbook, DICT_SHEET, true), DICT_COLUMNS);
  const itemSheet = workbook.getWorksheet(ITEM_SHEET);
  const itemRows = itemSheet ? readSheet(itemSheet, ITEM_COLUMNS, { mayBeEmpty: true }) : [];
  const problems = new RowProblems();
  const dicts = await checkDicts(db, dictRows, problems);
  const declared = new Set(dictRows.map((row) => row.values.dictCode).filter((code) => code !== undefined));
  const items = checkItems(itemRows, dicts, declared, await dictChoices(db, STATUS_DICT, remember), problems);
  problems.throwIfAny();
  const at = now.toISOString();
  await writeAll(db, '字典编码', async (tx) => {
    for (const dict of dicts.values())
      await repo.insertDict(tx, {
        id: dict.id,
        dict_name: dict.dictName,
        dict_code: dict.dictCode,
        description: dict.description,
        created_by: by,
        created_at: at,
      });
    for (const item of items)
      await repo.insertItem(tx, {
        id: newId(),
        dict_id: item.dictId,
        item_text: item.text,
        item_value: item.value,
        description: item.description,
        sort_order: item.sortOrder,
        status: item.status,
        created_by: by,
        created_at: at,
      });
  });
  return dicts.size;
}

/** @example await app.register(dictExcelRoutes); */
export const dictExcelRoutes = excelRoutes<DictListQuery>({
  base: '/platform/sys/dict',
  listQuery: 'DictListQuery',
  exportPermission: 'dict:export',
  importPermission: 'dict:import',
  importLog: '导入字典',
  async exportOf(request, query, selections) {
    const { db, readCache } = request.server;
    // The export shows what the list shows: the caller's data rules apply.
    const scopeOf = () => ruleScopeOf(db, currentUser(request), 'dict:list');
    const dicts = selections
      ? await selectedDicts(db, selections)
      : await allRecords(
          async (pageNo, pageSize) => listDicts(db, { ...query, pageNo, pageSize }, await scopeOf()),
          '字典',
        );
    const statuses = await dictChoices(db, STATUS_DICT, readCache.remember);
    return { fileName: '数据字典.xlsx', sheets: sheetsOf(db, dicts, statuses) };
  },
  async importOf(request, workbook) {
    const { db, readCache } = request.server;
    const by = currentUser(request).username;
    const count = await importDicts(db, by, workbook, request.server.clock(), readCache.remember);
    return `文件导入成功！数据行数:${count}`;
  },
});
