/**
 * The log export (GET /sys/log/exportXls, issue 13): the entries the list's filters keep, as an .xlsx
 * of one sheet in list order, at most {@link EXPORT_MAX} rows — beyond that the staff are asked to narrow
 * the filter rather than wait for a file no one can read.
 */
import type { Expression, Kysely, SqlBool } from 'kysely';
import type { SysLogListQuery, SysLogRecord } from '../../../schemas/index';
import type { Database } from '../../db/index';
import { AppError } from '../../errors';
import { allLogs } from './list';
import { localTime, xlsxOf, type Cell } from '../excel/workbook';

/** The most rows one export writes. */
export const EXPORT_MAX = 10_000;

/** operate_type dictionary (seed dictionaries.ts), so the sheet reads 删除, not 4. */
const OPERATE_TYPES: Readonly<Record<number, string>> = {
  1: '查询',
  2: '添加',
  3: '修改',
  4: '删除',
  5: '导入',
  6: '导出',
};

/** 400 when a filter keeps more rows than one export writes. */
export class LogExportTooLarge extends AppError {
  constructor(total: number, max: number) {
    super(
      'APP_ERR_LOG_EXPORT_TOO_LARGE',
      400,
      `符合条件的日志有 ${total} 条，超过一次导出的上限 ${max} 条，请缩小时间范围或增加筛选条件后再导出`,
    );
  }
}

/** The time format of the sheet, shared with the other exports. */
export { localTime };

const COLUMNS: ReadonlyArray<{ header: string; width: number; value: (r: SysLogRecord) => Cell }> = [
  { header: '时间', width: 20, value: (r) => localTime(r.createTime) },
  { header: '日志内容', width: 40, value: (r) => r.logContent },
  { header: '操作人', width: 14, value: (r) => r.username },
  { header: '真实姓名', width: 12, value: (r) => r.realname ?? null },
  { header: 'IP', width: 16, value: (r) => r.ip },
  {
    header: '操作类型',
    width: 10,
    value: (r) => (r.operateType ? (OPERATE_TYPES[r.operateType] ?? null) : null),
  },
  { header: '对象类型', width: 10, value: (r) => r.targetType },
  { header: '操作对象', width: 24, value: (r) => r.targetName },
  { header: '请求方法', width: 10, value: (r) => r.method },
  { header: '请求地址', width: 36, value: (r) => r.requestUrl },
  { header: '请求参数', width: 50, value: (r) => r.requestParam },
  { header: '耗时(ms)', width: 10, value: (r) => r.costTime },
  { header: '结果', width: 8, value: (r) => (r.ok === 1 ? '成功' : '失败') },
];

/**
 * The export's file name and bytes, of the rows the caller's data rules (`scope`) let them see; throws
 * {@link LogExportTooLarge} past `max` rows.
 *
 * @example
 * const { fileName, file } = await exportLogs(db, { logType: '2', operateType: '4' }); // '操作日志.xlsx'
 */
export async function exportLogs(
  db: Kysely<Database>,
  query: SysLogListQuery,
  max = EXPORT_MAX,
  scope: readonly Expression<SqlBool>[] = [],
): Promise<{ fileName: string; file: Buffer }> {
  const { total, records } = await allLogs(db, query, max, scope);
  if (total > max) throw new LogExportTooLarge(total, max);
  const logType = query.logType?.trim();
  const name = logType === '1' ? '登录日志' : logType === '2' ? '操作日志' : '系统日志';
  const file = await xlsxOf({
    name,
    columns: COLUMNS,
    rows: records.map((record) => COLUMNS.map((column) => column.value(record))),
  });
  return { fileName: `${name}.xlsx`, file };
}
