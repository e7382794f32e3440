/**
 * The live table's messages (SPEC.md §3 "Live table messages"): JSON text frames `{ type, data }`, as
 * JeecgBoot's client (JVxeTable/mixins/vxe.web.socket.mixins.js) and server (VxeSocket.java) exchange them.
 * A heartbeat is answered; an update of a row is passed on to the other browsers on the page; anything else
 * is logged and dropped, never answered with an error that could crash a client.
 */

/** Message types (VxeSocketConst.java). */
export const TYPE_HEART_BEAT = 'heart_beat';
export const TYPE_UPDATE_TABLE = 'update_vxe_table';

/** The largest message a browser may send: a row of a wide table is a few kB; 64 kB leaves room. */
export const MAX_MESSAGE_BYTES = 64 * 1024;
/** Messages a socket may send each second; more are dropped (heartbeats are one every 10 s). */
export const MESSAGES_PER_SECOND = 30;
/** A page's id in the socket's path: JeecgBoot's client sends a UUID, ours the page's key. */
export const PAGE_ID = /^[\w-]{1,64}$/;
/** socketKey: which table of the page the update is for ('vxe-default' by default in JeecgBoot). */
const SOCKET_KEY = /^[\w.:-]{1,64}$/;

/** What JeecgBoot's server answers a heartbeat with: `{ type: 'heart_beat', data: true }`. */
export const HEART_BEAT_REPLY = Buffer.from(JSON.stringify({ type: TYPE_HEART_BEAT, data: true }));

/** A row update as passed on: JeecgBoot's client applies `args` as `onUpdateTable(row, caseId)`. */
export interface TableUpdate {
  socketKey: string;
  args: [row: Record<string, unknown>, caseId: string];
}

/** What a browser's message asks for. */
export type ClientMessage =
  { kind: 'heart_beat' } | { kind: 'update'; update: TableUpdate } | { kind: 'invalid'; reason: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The row and caseId of `args`, given as JeecgBoot's array `[row, caseId]` or as `{ row, caseId }`. */
function rowAndCase(args: unknown): TableUpdate['args'] | string {
  const [row, caseId] = Array.isArray(args) ? args : isObject(args) ? [args.row, args.caseId] : [];
  if (!isObject(row)) return 'args 中缺少行数据 row（对象）';
  if (typeof row.id !== 'string' && typeof row.id !== 'number') return '行数据缺少 id';
  if (caseId !== undefined && caseId !== null && typeof caseId !== 'string') return 'caseId 应为字符串';
  return [row, caseId ?? ''];
}

/**
 * Reads one text frame from a browser.
 *
 * @example
 * parseClientMessage('{"type":"heart_beat","data":""}') // { kind: 'heart_beat' }
 * parseClientMessage('{"type":"update_vxe_table","data":{"socketKey":"vxe-default","args":[{"id":"1"},"c1"]}}')
 * // { kind: 'update', update: { socketKey: 'vxe-default', args: [{ id: '1' }, 'c1'] } }
 * parseClientMessage('hello') // { kind: 'invalid', reason: '不是 JSON' }
 */
export function parseClientMessage(text: string): ClientMessage {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: 'invalid', reason: '不是 JSON' };
  }
  if (!isObject(json)) return { kind: 'invalid', reason: '消息应为 { type, data } 对象' };
  if (json.type === TYPE_HEART_BEAT) return { kind: 'heart_beat' };
  if (json.type !== TYPE_UPDATE_TABLE)
    return { kind: 'invalid', reason: `不识别的消息类型：${String(json.type)}` };
  const data = json.data;
  if (!isObject(data)) return { kind: 'invalid', reason: 'update_vxe_table 缺少 data' };
  if (typeof data.socketKey !== 'string' || !SOCKET_KEY.test(data.socketKey))
    return { kind: 'invalid', reason: 'socketKey 应为 1 到 64 个字母、数字或 _ - . :' };
  const args = rowAndCase(data.args);
  if (typeof args === 'string') return { kind: 'invalid', reason: args };
  return { kind: 'update', update: { socketKey: data.socketKey, args } };
}

/**
 * The frame an update goes out as, serialised once for every receiver.
 *
 * @example
 * updateFrame({ socketKey: 'vxe-default', args: [{ id: '1', name: '张三' }, ''] })
 * // Buffer of {"type":"update_vxe_table","data":{"socketKey":"vxe-default","args":[{"id":"1","name":"张三"},""]}}
 */
export function updateFrame(update: TableUpdate): Buffer {
  return Buffer.from(JSON.stringify({ type: TYPE_UPDATE_TABLE, data: update }));
}
