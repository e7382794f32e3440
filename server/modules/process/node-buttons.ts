/**
 * 节点按钮 (JeecgBoot's tPProcessnodeButtonconfig): the buttons configured per (process key, node), and the
 * buttons a caller may press on a task now — the node's configured ones (rows here, else the deployed XML's
 * dougong:buttons, else approve, reject, comment) intersected with what the caller may do.
 */
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors';
import { newId } from '../../db/ids';
import type { ActNodeButtonTable, Database } from '../../db/types';
import { countOf, pageOf, pageWindow, type PageParams } from '../paging';
import { BUTTON_NAMES, isButtonCode, type ButtonCode } from './bpmn';
import {
  APP_ERR_PROCESS_BUTTON_NOT_FOUND,
  APP_ERR_PROCESS_BUTTON_TAKEN,
  APP_ERR_PROCESS_NODE,
} from './errors';
import type { DefinitionRow, ProcessCaller } from './records';

type Db = Kysely<Database>;

/** The buttons of a node with no configuration. */
export const DEFAULT_BUTTONS: readonly ButtonCode[] = ['approve', 'reject', 'comment'];

function recordOf(row: ActNodeButtonTable) {
  return {
    id: row.id,
    processKey: row.process_key,
    nodeId: row.node_id,
    nodeName: row.node_name,
    buttonCode: row.button_code as ButtonCode,
    buttonName: row.button_name,
    sortNo: row.sort_no,
    createBy: row.created_by,
    createTime: row.created_at,
  };
}

/**
 * The configured buttons, one page, by key, node and order (or first by `column` and `order`).
 *
 * @example
 * await listNodeButtons(db, { processKey: 'leave' }) // { records: [{ nodeId: 'manager', buttonCode: 'approve', ... }], ... }
 */
const BUTTON_SORT = {
  processKey: 'process_key',
  nodeId: 'node_id',
  sortNo: 'sort_no',
  createTime: 'created_at',
} as const;

export async function listNodeButtons(
  db: Db,
  query: PageParams & {
    processKey?: string;
    nodeId?: string;
    column?: keyof typeof BUTTON_SORT;
    order?: 'asc' | 'desc';
  },
) {
  const { pageNo, pageSize, offset, limit } = pageWindow(query);
  let base = db.selectFrom('act_node_button');
  if (query.processKey) base = base.where('process_key', '=', query.processKey);
  if (query.nodeId) base = base.where('node_id', '=', query.nodeId);
  const total = countOf(await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow());
  let sorted = base.selectAll();
  if (query.column) sorted = sorted.orderBy(BUTTON_SORT[query.column], query.order ?? 'asc');
  const rows = await sorted
    .orderBy('process_key')
    .orderBy('node_id')
    .orderBy('sort_no')
    .orderBy('id')
    .offset(offset)
    .limit(limit)
    .execute();
  return pageOf(rows.map(recordOf), total, pageNo, pageSize);
}

/** @example await nodeButtonById(db, id) // { id, processKey: 'leave', nodeId: 'manager', buttonCode: 'approve', ... } */
export async function nodeButtonById(db: Db, id: string) {
  const row = await db.selectFrom('act_node_button').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new APP_ERR_PROCESS_BUTTON_NOT_FOUND(id);
  return recordOf(row);
}

export interface NodeButtonInput {
  processKey: string;
  nodeId: string;
  nodeName?: string;
  buttonCode: string;
  buttonName?: string;
  sortNo?: number;
}

/** The node's name in the newest deployed version of its key, when the caller gave none. */
async function nodeNameOf(db: Db, input: NodeButtonInput): Promise<string | null> {
  if (input.nodeName) return input.nodeName;
  const row = await db
    .selectFrom('act_definition')
    .select('nodes_json')
    .where('process_key', '=', input.processKey)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return null;
  const nodes = JSON.parse(row.nodes_json) as DefinitionRow['nodes'];
  return nodes[input.nodeId]?.name || null;
}

function checkedCode(code: string): ButtonCode {
  if (!isButtonCode(code)) {
    throw new APP_ERR_PROCESS_NODE(
      `按钮编码「${code}」无法识别：可用 ${Object.keys(BUTTON_NAMES).join('、')}`,
    );
  }
  return code;
}

/**
 * Adds a button to a node; a code the node already has answers 400.
 *
 * @example
 * await addNodeButton(db, admin, { processKey: 'leave', nodeId: 'manager', buttonCode: 'reject' }, now)
 */
export async function addNodeButton(db: Db, caller: ProcessCaller, input: NodeButtonInput, now: Date) {
  const code = checkedCode(input.buttonCode);
  const id = newId();
  try {
    await db
      .insertInto('act_node_button')
      .values({
        id,
        process_key: input.processKey,
        node_id: input.nodeId,
        node_name: await nodeNameOf(db, input),
        button_code: code,
        button_name: input.buttonName?.trim() || BUTTON_NAMES[code],
        sort_no: input.sortNo ?? 0,
        created_by: caller.username,
        created_at: now.toISOString(),
        updated_by: null,
        updated_at: null,
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new APP_ERR_PROCESS_BUTTON_TAKEN(input.nodeName ?? input.nodeId, code);
    throw error;
  }
  return nodeButtonById(db, id);
}

/** @example await editNodeButton(db, admin, { id, processKey: 'leave', nodeId: 'manager', buttonCode: 'approve', buttonName: '批准' }, now) */
export async function editNodeButton(
  db: Db,
  caller: ProcessCaller,
  input: NodeButtonInput & { id: string },
  now: Date,
) {
  await nodeButtonById(db, input.id);
  const code = checkedCode(input.buttonCode);
  try {
    await db
      .updateTable('act_node_button')
      .set({
        process_key: input.processKey,
        node_id: input.nodeId,
        node_name: await nodeNameOf(db, input),
        button_code: code,
        button_name: input.buttonName?.trim() || BUTTON_NAMES[code],
        sort_no: input.sortNo ?? 0,
        updated_by: caller.username,
        updated_at: now.toISOString(),
      })
      .where('id', '=', input.id)
      .execute();
  } catch (error) {
    if (isUniqueViolation(error))
      throw new APP_ERR_PROCESS_BUTTON_TAKEN(input.nodeName ?? input.nodeId, code);
    throw error;
  }
  return nodeButtonById(db, input.id);
}

/** Deletes buttons; an unknown id answers 404 and nothing is deleted. @example await deleteNodeButtons(db, [id]) */
export async function deleteNodeButtons(db: Db, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)];
  const found = await db.selectFrom('act_node_button').select('id').where('id', 'in', unique).execute();
  const missing = unique.find((id) => !found.some((row) => row.id === id));
  if (missing !== undefined) throw new APP_ERR_PROCESS_BUTTON_NOT_FOUND(missing);
  await db.deleteFrom('act_node_button').where('id', 'in', unique).execute();
}

/** What the caller may do on the task now (queries.ts taskOperations), as the buttons need it. */
export interface Allowed {
  approve: boolean;
  reject: boolean;
  recall: boolean;
  claim: boolean;
  comment: boolean;
  reassign: boolean;
  skip: boolean;
}

/**
 * The node's buttons the caller may press now, in the configured order. Claim is offered to a candidate
 * even when the node does not list it: without it a candidate could do nothing.
 *
 * @example
 * await buttonsFor(db, definition, 'manager', allowed) // [{ code: 'approve', name: '同意' }, { code: 'comment', name: '评论' }]
 */
export async function buttonsFor(
  db: Db,
  definition: DefinitionRow,
  nodeId: string,
  allowed: Allowed,
): Promise<Array<{ code: ButtonCode; name: string }>> {
  const rows = await db
    .selectFrom('act_node_button')
    .select(['button_code', 'button_name'])
    .where('process_key', '=', definition.process_key)
    .where('node_id', '=', nodeId)
    .orderBy('sort_no')
    .orderBy('id')
    .execute();
  const configured =
    rows.length > 0
      ? rows
          .filter((row) => isButtonCode(row.button_code))
          .map((row) => ({ code: row.button_code as ButtonCode, name: row.button_name }))
      : (definition.nodes[nodeId]?.buttons ?? DEFAULT_BUTTONS).map((code) => ({
          code,
          name: BUTTON_NAMES[code],
        }));
  const buttons = configured.filter((button) => allowed[button.code]);
  if (allowed.claim && !buttons.some((button) => button.code === 'claim')) {
    buttons.unshift({ code: 'claim', name: BUTTON_NAMES.claim });
  }
  return buttons;
}
