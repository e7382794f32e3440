/**
 * 订单明细 (demo_order_item): the demo rows of the 实时表格 page. Every saved row is checked here field by field
 * (fields.ts) — presets, dictionaries, users, departments, upload paths — whatever the browser checked.
 */
import type { Kysely, Selectable } from 'kysely';
import { newId } from '../../db/ids';
import type { Database } from '../../db/index';
import type { DemoOrderItemTable } from '../../db/types';
import { isUniqueViolation } from '../../db/errors';
import { computeEachTime, type Remember } from '../../db/read-cache';
import { withDictText } from '../dict/dict-text';
import { dictOptions } from '../dict/service';
import { pageOf, pageWindow, type Page } from '../paging';
import {
  APP_ERR_DEMO_ORDER_CODE_TAKEN,
  APP_ERR_DEMO_ORDER_FIELD,
  APP_ERR_DEMO_ORDER_NOT_FOUND,
  APP_ERR_DEMO_ORDER_SORT,
} from './errors';
import { DEMO_ORDER_FIELDS, PRESETS, type DemoOrderField } from './fields';

type Db = Kysely<Database>;
type Row = Selectable<DemoOrderItemTable>;
/** A row as the API answers it: camelCase fields, with the display texts of the buyer and department. */
export type DemoOrderRecord = Record<string, unknown> & { id: string; orderNum: number };

/** The largest page the list answers (the live table reads one page). */
export const MAX_PAGE = 1000;
/** The most rows one sort call renumbers. */
export const MAX_SORT = 1000;

/** buyer_dictText (realname) and departId_dictText (department name) beside the stored values. */
const DISPLAY = { buyer: 'sys_user,realname,username', departId: 'sys_depart,depart_name,id' } as const;

function toRecord(row: Row): DemoOrderRecord {
  const record: DemoOrderRecord = { id: row.id, orderNum: row.order_num };
  const values = row as unknown as Record<string, unknown>;
  for (const field of DEMO_ORDER_FIELDS) record[field.key] = values[field.column] ?? null;
  record.createBy = row.created_by;
  record.createTime = row.created_at;
  record.updateBy = row.updated_by;
  record.updateTime = row.updated_at;
  return record;
}

async function withTexts(db: Db, rows: Row[], remember: Remember): Promise<DemoOrderRecord[]> {
  return withDictText(db, rows.map(toRecord), DISPLAY, remember);
}

/**
 * One page of rows by orderNum (then id), each with buyer_dictText and departId_dictText.
 *
 * @example
 * await listDemoOrders(db, { pageNo: 1, pageSize: 100 }) // { records: [{ itemCode: 'WL-1001', orderNum: 1, ... }], total: 3, ... }
 */
export async function listDemoOrders(
  db: Db,
  query: { pageNo?: number; pageSize?: number },
  remember: Remember = computeEachTime,
): Promise<Page<DemoOrderRecord>> {
  const { pageNo, pageSize, offset, limit } = pageWindow(query, 100);
  const counted = await db
    .selectFrom('demo_order_item')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('demo_order_item')
    .selectAll()
    .orderBy('order_num')
    .orderBy('id')
    .offset(offset)
    .limit(limit)
    .execute();
  return pageOf(await withTexts(db, rows, remember), Number(counted.n), pageNo, pageSize);
}

/** One row with its display texts, or 404. @example await getDemoOrder(db, id) */
export async function getDemoOrder(db: Db, id: string): Promise<DemoOrderRecord> {
  const row = await db.selectFrom('demo_order_item').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new APP_ERR_DEMO_ORDER_NOT_FOUND(id);
  return (await withTexts(db, [row], computeEachTime))[0]!;
}

const fail = (field: DemoOrderField, message: string): never => {
  throw new APP_ERR_DEMO_ORDER_FIELD(field.title, message);
};

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATETIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;
/** An uploaded path as the upload call names it (docs/uploads.md): folders of safe characters, never '..'. */
const UPLOAD_PATH = /^(?!.*\.\.)[\w-]+(\/[\w-]+)*\/[\w-]+\.[A-Za-z0-9]{1,8}$/;
const IMAGE_EXT = /\.(jpe?g|png|gif|bmp|webp)$/i;

function validDate(text: string): boolean {
  const match = DATE.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

function validTime(hours: string, minutes: string, seconds = '00'): boolean {
  return Number(hours) < 24 && Number(minutes) < 60 && Number(seconds) < 60;
}

/** The value to store for one field, checked by its kind and preset (lookups come after, in checkRefs). */
function cleanValue(field: DemoOrderField, raw: unknown): unknown {
  if (isEmpty(raw)) {
    if (field.required) fail(field, `请输入${field.title}`);
    return null;
  }
  if (field.kind === 'integer') {
    const text = typeof raw === 'number' || typeof raw === 'string' ? String(raw).trim() : '';
    if (!PRESETS.z.pattern.test(text) || !Number.isSafeInteger(Number(text))) fail(field, PRESETS.z.message);
    return Number(text);
  }
  if (field.kind === 'money') {
    const text = typeof raw === 'number' || typeof raw === 'string' ? String(raw).trim() : '';
    if (!PRESETS.money.pattern.test(text) || Number(text) > 1e12) fail(field, PRESETS.money.message);
    return Number(text);
  }
  if (typeof raw !== 'string') return fail(field, '应当是文本');
  const text = raw.trim();
  if (field.required && text === '') fail(field, `请输入${field.title}`);
  if (text === '') return null;
  if (field.max !== undefined && [...text].length > field.max) fail(field, `最多 ${field.max} 个字符`);
  if (field.preset && !PRESETS[field.preset].pattern.test(text)) fail(field, PRESETS[field.preset].message);
  switch (field.kind) {
    case 'date':
      if (!validDate(text)) fail(field, '请输入正确的日期，如 2026-12-01');
      return text;
    case 'datetime': {
      const match = DATETIME.exec(text);
      if (!match || !validDate(match[1]!) || !validTime(match[2]!, match[3]!, match[4]))
        fail(field, '请输入正确的时间，如 2026-12-01 09:30:00');
      return `${match![1]} ${match![2]}:${match![3]}:${match![4] ?? '00'}`;
    }
    case 'time': {
      const match = TIME.exec(text);
      if (!match || !validTime(match[1]!, match[2]!, match[3])) fail(field, '请输入正确的时间，如 14:30:00');
      return `${match![1]}:${match![2]}:${match![3] ?? '00'}`;
    }
    case 'yn':
      if (text !== 'Y' && text !== 'N') fail(field, '只能是 Y 或 N');
      return text;
    case 'file':
    case 'image':
      if (text.length > 300 || !UPLOAD_PATH.test(text)) fail(field, '文件路径不合法，请重新上传');
      if (field.kind === 'image' && !IMAGE_EXT.test(text)) fail(field, '只能是图片文件，请重新上传');
      return text;
    case 'dicts':
      return text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
        .join(',');
    default:
      return text;
  }
}

/** Dictionary values, users and departments must exist. */
async function checkRefs(db: Db, values: Record<string, unknown>): Promise<void> {
  for (const field of DEMO_ORDER_FIELDS) {
    const value = values[field.column];
    if (value === null || value === undefined) continue;
    if (field.kind === 'dict' || field.kind === 'dicts') {
      const known = new Set((await dictOptions(db, field.dict!)).map((option) => option.value));
      const parts = field.kind === 'dicts' ? String(value).split(',') : [String(value)];
      const unknown = parts.find((part) => !known.has(part));
      if (unknown !== undefined) fail(field, `没有选项 ${unknown}，请从下拉中选择`);
    } else if (field.kind === 'user') {
      const user = await db
        .selectFrom('sys_user')
        .select('id')
        .where('username', '=', String(value))
        .where('del_flag', '=', 0)
        .executeTakeFirst();
      if (!user) fail(field, `用户 ${String(value)} 不存在，请重新选择`);
    } else if (field.kind === 'depart') {
      const depart = await db
        .selectFrom('sys_depart')
        .select('id')
        .where('id', '=', String(value))
        .executeTakeFirst();
      if (!depart) fail(field, '部门不存在，请重新选择');
    }
  }
}

/**
 * The columns to write from a request body: every field on add; on edit only the fields the body names.
 * Throws a 400 naming the first field that breaks its rule.
 *
 * @example
 * await checkedValues(db, { itemCode: 'A1', itemName: '螺丝', mobile: '123' }, 'add') // throws 联系手机：请输入正确的手机号码
 */
export async function checkedValues(
  db: Db,
  body: Record<string, unknown>,
  mode: 'add' | 'edit',
): Promise<Record<string, unknown>> {
  const values: Record<string, unknown> = {};
  for (const field of DEMO_ORDER_FIELDS) {
    if (mode === 'edit' && !(field.key in body)) continue;
    values[field.column] = cleanValue(field, body[field.key]);
  }
  await checkRefs(db, values);
  return values;
}

async function assertCodeFree(db: Db, code: unknown, exceptId?: string): Promise<void> {
  if (typeof code !== 'string') return;
  const other = await db
    .selectFrom('demo_order_item')
    .select('id')
    .where('item_code', '=', code)
    .executeTakeFirst();
  if (other && other.id !== exceptId) throw new APP_ERR_DEMO_ORDER_CODE_TAKEN(code);
}

async function guardCode<T>(code: unknown, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new APP_ERR_DEMO_ORDER_CODE_TAKEN(String(code));
    throw error;
  }
}

function orderNumOf(body: Record<string, unknown>): number | undefined {
  const value = body.orderNum;
  if (value === undefined || value === null || value === '') return undefined;
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < 0) throw new APP_ERR_DEMO_ORDER_SORT('orderNum 应当是非负整数');
  return n;
}

/**
 * Adds a row; its orderNum is the body's, or after the last row. 409 when the code is taken.
 *
 * @example
 * await addDemoOrder(db, 'admin', { itemCode: 'WL-2001', itemName: '螺丝' }, now)
 */
export async function addDemoOrder(
  db: Db,
  by: string,
  body: Record<string, unknown>,
  now: Date,
): Promise<DemoOrderRecord> {
  const values = await checkedValues(db, body, 'add');
  await assertCodeFree(db, values.item_code);
  let orderNum = orderNumOf(body);
  if (orderNum === undefined) {
    const last = await db
      .selectFrom('demo_order_item')
      .select((eb) => eb.fn.max('order_num').as('n'))
      .executeTakeFirst();
    orderNum = Number(last?.n ?? 0) + 1;
  }
  const id = newId();
  await guardCode(values.item_code, () =>
    db
      .insertInto('demo_order_item')
      .values({
        ...(values as Partial<DemoOrderItemTable>),
        id,
        order_num: orderNum,
        item_code: String(values.item_code),
        item_name: String(values.item_name),
        created_by: by,
        created_at: now.toISOString(),
      })
      .execute(),
  );
  return getDemoOrder(db, id);
}

/**
 * Changes the fields the body names (the live table sends its whole row). 404 when unknown, 409 on a taken code.
 *
 * @example
 * await editDemoOrder(db, 'admin', { id, quantity: 30 }, now)
 */
export async function editDemoOrder(
  db: Db,
  by: string,
  body: Record<string, unknown>,
  now: Date,
): Promise<DemoOrderRecord> {
  const id = typeof body.id === 'string' || typeof body.id === 'number' ? String(body.id) : '';
  const row = await db.selectFrom('demo_order_item').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw new APP_ERR_DEMO_ORDER_NOT_FOUND(id || '(没有 id)');
  const values = await checkedValues(db, body, 'edit');
  if ('item_code' in values) await assertCodeFree(db, values.item_code, id);
  const orderNum = orderNumOf(body);
  await guardCode(values.item_code, () =>
    db
      .updateTable('demo_order_item')
      .set({
        ...(values as Partial<DemoOrderItemTable>),
        ...(orderNum !== undefined ? { order_num: orderNum } : {}),
        updated_by: by,
        updated_at: now.toISOString(),
      })
      .where('id', '=', id)
      .execute(),
  );
  return getDemoOrder(db, id);
}

/**
 * Deletes rows, all or none: 404 when one is unknown.
 *
 * @example
 * await deleteDemoOrders(db, [a, b]);
 */
export async function deleteDemoOrders(db: Db, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  await db.transaction().execute(async (tx) => {
    const found = await tx.selectFrom('demo_order_item').select('id').where('id', 'in', unique).execute();
    const missing = unique.find((id) => !found.some((row) => row.id === id));
    if (missing !== undefined) throw new APP_ERR_DEMO_ORDER_NOT_FOUND(missing);
    await tx.deleteFrom('demo_order_item').where('id', 'in', unique).execute();
  });
  return unique;
}

/**
 * Saves the orderNum of many rows in one transaction (drag sort, 上移 / 下移): all or none, 404 when one is
 * unknown. Returns the rows as saved, in the new order.
 *
 * @example
 * await sortDemoOrders(db, 'admin', [{ id: a, orderNum: 1 }, { id: b, orderNum: 2 }], now)
 */
export async function sortDemoOrders(
  db: Db,
  by: string,
  items: ReadonlyArray<{ id: string; orderNum: number }>,
  now: Date,
): Promise<DemoOrderRecord[]> {
  if (items.length === 0) throw new APP_ERR_DEMO_ORDER_SORT('没有要排序的行');
  if (items.length > MAX_SORT) throw new APP_ERR_DEMO_ORDER_SORT(`一次最多 ${MAX_SORT} 行`);
  const ids = items.map((item) => item.id);
  if (new Set(ids).size !== ids.length) throw new APP_ERR_DEMO_ORDER_SORT('同一行出现了两次');
  await db.transaction().execute(async (tx) => {
    const found = await tx.selectFrom('demo_order_item').select('id').where('id', 'in', ids).execute();
    const missing = ids.find((id) => !found.some((row) => row.id === id));
    if (missing !== undefined) throw new APP_ERR_DEMO_ORDER_NOT_FOUND(missing);
    for (const item of items)
      await tx
        .updateTable('demo_order_item')
        .set({ order_num: item.orderNum, updated_by: by, updated_at: now.toISOString() })
        .where('id', '=', item.id)
        .execute();
  });
  const rows = await db
    .selectFrom('demo_order_item')
    .selectAll()
    .where('id', 'in', ids)
    .orderBy('order_num')
    .orderBy('id')
    .execute();
  return withTexts(db, rows, computeEachTime);
}
