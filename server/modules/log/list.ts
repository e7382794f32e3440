/**
 * The log list of the log management page (GET /sys/log/list): login and operation entries of sys_log,
 * filtered by type, words in the content, user and time, one page at a time.
 */
import type { Kysely, Selectable } from 'kysely';
import type { SysLogListQuery, SysLogListResult, SysLogRecord } from '../../../schemas/index';
import type { Database } from '../../db/index';
import type { SysLogTable } from '../../db/types';
import { APP_ERR_LOG_TIME_INVALID } from '../../errors';
import { containsText, countOf, pageOf, pageWindow } from '../paging';

/** The sortable fields, by the name the browser sends (the client never names a column). */
export const LOG_SORT = {
  createdAt: 'created_at',
  username: 'username',
  ip: 'ip',
  costTime: 'cost_time',
  logType: 'log_type',
} as const;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True when y-m-d is a real calendar day (Date.parse quietly turns 02-30 into 03-02). */
function realDay(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * A time filter as an ISO-8601 UTC bound. A bare day is the server's local calendar day (the day the
 * staff in front of the screen mean): its start for `begin`, the start of the next day for `end`.
 * 400 for an impossible date.
 *
 * @example
 * timeBound('createTime_begin', '2026-03-02', 'begin') // { iso: '<local midnight as UTC>', inclusive: true }
 * timeBound('createTime_end', '2026-03-02', 'end')     // { iso: '<next local midnight>', inclusive: false }
 * timeBound('createTime_end', '2026-02-30', 'end')     // throws 400
 */
export function timeBound(
  name: string,
  text: string,
  side: 'begin' | 'end',
): { iso: string; inclusive: boolean } {
  const [y, m, d] = text.slice(0, 10).split('-').map(Number);
  if (!realDay(y, m, d)) throw new APP_ERR_LOG_TIME_INVALID(name);
  if (DAY.test(text)) {
    const start = new Date(y, m - 1, side === 'begin' ? d : d + 1);
    return { iso: start.toISOString(), inclusive: side === 'begin' };
  }
  const at = Date.parse(text);
  if (Number.isNaN(at)) throw new APP_ERR_LOG_TIME_INVALID(name);
  return { iso: new Date(at).toISOString(), inclusive: true };
}

function toRecord(row: Selectable<SysLogTable>): SysLogRecord {
  return {
    id: row.id,
    logType: row.log_type === 1 ? 1 : 2,
    logContent: row.log_content,
    operateType: row.operate_type,
    userid: row.userid,
    username: row.username,
    ip: row.ip,
    method: row.method,
    requestUrl: row.request_url,
    requestParam: row.request_param,
    ok: row.ok === 1 ? 1 : 0,
    costTime: row.cost_time,
    createdAt: row.created_at,
    targetType: row.target_type,
    targetId: row.target_id,
    targetName: row.target_name,
    changes: changesOf(row.changes),
  };
}

/** The changes column as a list; anything unreadable (an older or damaged row) reads as none. */
function changesOf(text: string | null): SysLogRecord['changes'] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? (parsed as SysLogRecord['changes']) : [];
  } catch {
    return [];
  }
}

/**
 * One page of log entries, newest first unless a column is given (query already validated by the
 * route schema: allowed sort fields, well-formed times).
 *
 * @example
 * await listLogs(db, { logType: 1, createTime_begin: '2026-03-01', createTime_end: '2026-03-02' })
 * // { records: [{ logType: 1, logContent: '用户名: admin,登录成功！', ... }], total: 3, ... }
 */
export async function listLogs(db: Kysely<Database>, query: SysLogListQuery): Promise<SysLogListResult> {
  const { pageNo, pageSize, offset, limit } = pageWindow(query);
  let rows = db.selectFrom('sys_log');
  if (query.logType !== undefined) rows = rows.where('log_type', '=', query.logType);
  if (query.operateType !== undefined) rows = rows.where('operate_type', '=', query.operateType);
  const targetType = query.targetType?.trim();
  if (targetType) rows = rows.where('target_type', '=', targetType);
  const keyWord = query.keyWord?.trim();
  // What an auditor types: an action (删除用户), who did it (操作人) or whom it was done to.
  if (keyWord)
    rows = rows.where((eb) =>
      eb.or([
        containsText('log_content', keyWord),
        containsText('username', keyWord),
        containsText('target_name', keyWord),
      ]),
    );
  const username = query.username?.trim();
  if (username) rows = rows.where('username', '=', username);
  if (query.createTime_begin) {
    const begin = timeBound('createTime_begin', query.createTime_begin, 'begin');
    rows = rows.where('created_at', '>=', begin.iso);
  }
  if (query.createTime_end) {
    const end = timeBound('createTime_end', query.createTime_end, 'end');
    rows = rows.where('created_at', end.inclusive ? '<=' : '<', end.iso);
  }
  const counted = await rows.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const page = await rows
    .selectAll()
    .orderBy(LOG_SORT[query.column ?? 'createdAt'], query.order ?? 'desc')
    // A stable order for equal keys, so paging never shows a row twice.
    .orderBy('id')
    .offset(offset)
    .limit(limit)
    .execute();
  return pageOf(page.map(toRecord), countOf(counted), pageNo, pageSize);
}
