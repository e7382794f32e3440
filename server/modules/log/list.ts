/**
 * The log list of the log management page (GET /sys/log/list): login and operation entries of sys_log,
 * filtered by type, words in the content, user and time, one page at a time.
 */
import { sql, type Expression, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { SysLogListQuery, SysLogListResult, SysLogRecord } from '../../../schemas/index';
import type { Database } from '../../db/index';
import { computeEachTime, type Remember } from '../../db/read-cache';
import type { SysLogTable } from '../../db/types';
import { APP_ERR_LOG_TIME_INVALID } from '../../errors';
import { withDictText } from '../dict/dict-text';
import {
  containsText,
  countOf,
  fieldSearch,
  pageOf,
  pageWindow,
  searchCondition,
  sortFieldOf,
} from '../paging';
import { maskParams } from './mask';

/** The sortable fields, by the name the browser sends (the client never names a column). */
export const LOG_SORT = {
  createTime: 'created_at',
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

/** A sys_log row with its operator's current real name. */
type LogRow = Selectable<SysLogTable> & { realname: string | null };

function toRecord(row: LogRow): SysLogRecord {
  return {
    id: row.id,
    logType: row.log_type === 1 ? 1 : 2,
    logContent: row.log_content,
    operateType: row.operate_type,
    userid: row.userid,
    username: row.username,
    realname: row.realname ?? null,
    ip: row.ip,
    method: row.method,
    requestUrl: row.request_url,
    requestParam: maskParams(row.request_param),
    ok: row.ok === 1 ? 1 : 0,
    costTime: row.cost_time,
    createTime: row.created_at,
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

/** The display fields of a log row (LogList.vue's 日志类型 and 操作类型 columns). */
const LOG_DICTS = { logType: 'log_type', operateType: 'operate_type' } as const;

/**
 * The sys_log rows a list or export query keeps (query already validated by the route schema), each with
 * its operator's real name, narrowed by the caller's data rules (`scope`, from ruleScopeOf on 'log:list');
 * 400 for an impossible date. logType, operateType and username take JeecgBoot's search encodings.
 *
 * @example
 * await filteredLogs(db, { logType: '2', operator: '管理员', operateType: '3,4,' }).selectAll().execute()
 */
export function filteredLogs(
  db: Kysely<Database>,
  query: SysLogListQuery,
  scope: readonly Expression<SqlBool>[] = [],
) {
  let rows = db.selectFrom('sys_log');
  if (scope.length) rows = rows.where((eb) => eb.and([...scope]));
  const logType = query.logType?.trim();
  if (logType) rows = rows.where(searchCondition('log_type', fieldSearch(logType, 'exact'), 'integer'));
  const operateType = query.operateType?.trim();
  if (operateType)
    rows = rows.where(searchCondition('operate_type', fieldSearch(operateType, 'exact'), 'integer'));
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
  if (username) rows = rows.where(searchCondition('sys_log.username', fieldSearch(username, 'exact')));
  const operator = query.operator?.trim();
  // 操作人: the username as logged, or the real name of the account now.
  if (operator)
    rows = rows.where((eb) =>
      eb.or([
        containsText('username', operator),
        eb(
          'userid',
          'in',
          eb.selectFrom('sys_user as u').select('u.id').where(containsText('u.realname', operator)),
        ),
      ]),
    );
  if (query.createTime_begin) {
    const begin = timeBound('createTime_begin', query.createTime_begin, 'begin');
    rows = rows.where('created_at', '>=', begin.iso);
  }
  if (query.createTime_end) {
    const end = timeBound('createTime_end', query.createTime_end, 'end');
    rows = rows.where('created_at', end.inclusive ? '<=' : '<', end.iso);
  }
  return rows;
}

/** The operator's real name, read at the time the log is shown (a correlated sub-select). */
const realname = sql<string | null>`(select u.realname from sys_user u where u.id = sys_log.userid)`.as(
  'realname',
);

/** The rows of a filtered query in the order asked (default newest first), ties broken by id. */
function ordered(rows: ReturnType<typeof filteredLogs>, query: SysLogListQuery) {
  return (
    rows
      .selectAll('sys_log')
      .select(realname)
      .orderBy(LOG_SORT[sortFieldOf(query.column, 'createTime')], query.order ?? 'desc')
      // A stable order for equal keys, so paging never shows a row twice.
      .orderBy('id')
  );
}

/**
 * One page of log entries, newest first unless a column is given, each with logType_dictText and
 * operateType_dictText.
 *
 * @example
 * await listLogs(db, { logType: '1', createTime_begin: '2026-03-01', createTime_end: '2026-03-02' })
 * // { records: [{ logType: 1, logType_dictText: '登录日志', logContent: '用户名: admin,登录成功！', ... }], total: 3, ... }
 */
export async function listLogs(
  db: Kysely<Database>,
  query: SysLogListQuery,
  scope: readonly Expression<SqlBool>[] = [],
  remember: Remember = computeEachTime,
): Promise<SysLogListResult> {
  const { pageNo, pageSize, offset, limit } = pageWindow(query);
  const rows = filteredLogs(db, query, scope);
  const counted = await rows.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const page = await ordered(rows, query).offset(offset).limit(limit).execute();
  const records = await withDictText(db, page.map(toRecord), LOG_DICTS, remember);
  return pageOf(records, countOf(counted), pageNo, pageSize);
}

/**
 * Every entry a filter keeps, in list order, when there are at most `max`; otherwise how many there are.
 *
 * @example
 * await allLogs(db, { logType: 2 }, 10000) // { total: 42, records: [...] }
 */
export async function allLogs(
  db: Kysely<Database>,
  query: SysLogListQuery,
  max: number,
  scope: readonly Expression<SqlBool>[] = [],
): Promise<{ total: number; records: SysLogRecord[] }> {
  const rows = filteredLogs(db, query, scope);
  const total = countOf(await rows.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow());
  if (total > max) return { total, records: [] };
  const all = await ordered(rows, query).limit(max).execute();
  return { total, records: all.map(toRecord) };
}

function shown(value: unknown): string {
  if (value === null || value === undefined || value === '') return '（空）';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * One entry for the detail drawer: the list's fields plus the parameters pretty-printed and the changed
 * fields one per line, secrets masked. Null when there is no such entry.
 *
 * @example
 * await logDetail(db, id) // { ..., requestParamText: '{\n  "body": {\n    "password": "******" ...', changesText: '邮箱：a → b' }
 */
export async function logDetail(db: Kysely<Database>, id: string): Promise<SysLogRecord | null> {
  const row = await db
    .selectFrom('sys_log')
    .selectAll('sys_log')
    .select(realname)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return null;
  const record = toRecord(row);
  const changes = record.changes.map(
    (change) => `${change.field}：${shown(change.from)} → ${shown(change.to)}`,
  );
  return {
    ...record,
    requestParamText: maskParams(row.request_param, true),
    changesText: changes.length ? changes.join('\n') : null,
  };
}
