/**
 * Positions in Excel (issue 16): GET /platform/sys/position/exportXls writes the positions the list keeps
 * (or the ticked ones) to the sheet 职务, 职级 as its dictionary text; POST
 * /platform/sys/position/importExcel adds the positions of such a sheet — all of them, or none when any
 * row breaks a rule of 添加职务 (PositionAddRequest, a code nobody has, a 职级 of the dictionary).
 */
import type ExcelJS from 'exceljs';
import type { Kysely } from 'kysely';
import { validate, type PositionListQuery } from '../../../schemas/index';
import { newId } from '../../db/ids';
import type { Database } from '../../db/index';
import type { Remember } from '../../db/read-cache';
import { currentUser } from '../../plugins/auth';
import { ruleScopeOf } from '../data-rule/scope';
import { dictChoices, type Choices } from '../excel/choices';
import { reasonsOf, type ExcelColumn } from '../excel/columns';
import { allRecords, cellsOf } from '../excel/export';
import { RowProblems, UniqueColumn, writeAll } from '../excel/problems';
import { readSheet, sheetOf } from '../excel/reader';
import { excelRoutes } from '../excel/routes';
import { localTime } from '../excel/workbook';
import { publishPositionIds } from './live';
import * as repo from './repo';
import { listPositions } from './service';

type Db = Kysely<Database>;

const SHEET = '职务';
/** The dictionary of 职级 (seed dictionaries.ts). */
const RANK_DICT = 'position_rank';

/** What a row of the sheet shows of a position. */
interface PositionLine {
  code: string;
  name: string;
  postRank: string | null;
  createTime: string;
}

/** The sheet's columns, for export and import alike; 职级 reads through its dictionary. */
export const POSITION_COLUMNS: ReadonlyArray<ExcelColumn<PositionLine, Choices>> = [
  {
    header: '职务编码',
    width: 16,
    field: 'code',
    required: true,
    invalid: '职务编码格式不正确：以字母或数字开头，只能包含字母、数字、_ 和 -',
    value: (p) => p.code,
  },
  { header: '职务名称', width: 20, field: 'name', required: true, value: (p) => p.name },
  { header: '职级', width: 10, field: 'postRank', value: (p, ranks) => ranks.textOf(p.postRank) },
  { header: '创建时间', width: 20, value: (p) => localTime(p.createTime) },
];

const lineOf = (row: repo.PositionRow): PositionLine => ({
  code: row.code,
  name: row.name,
  postRank: row.post_rank,
  createTime: row.created_at,
});

/** The ticked positions, newest first as the list shows them. */
async function selectedPositions(db: Db, ids: readonly string[]): Promise<PositionLine[]> {
  const rows = await repo.findPositions(db, ids);
  return rows.sort((a, b) => b.created_at.localeCompare(a.created_at)).map(lineOf);
}

/**
 * Checks every row of the sheet 职务 and adds them all in one transaction; 400 naming each bad row
 * otherwise, with nothing written. Answers the ids of the added positions, in the sheet's order.
 *
 * @example
 * await importPositions(db, 'admin', workbook, now) // ['1860…01', '1860…02']
 */
export async function importPositions(
  db: Db,
  by: string,
  workbook: ExcelJS.Workbook,
  now: Date,
  remember?: Remember,
): Promise<string[]> {
  const rows = readSheet(sheetOf(workbook, SHEET, true), POSITION_COLUMNS);
  const ranks = await dictChoices(db, RANK_DICT, remember);
  const taken = new Set((await repo.allPositions(db)).map((row) => row.code));
  const codes = new UniqueColumn('职务编码', (code) => taken.has(code));
  const problems = new RowProblems();
  const inserts: Array<PositionLine & { id: string }> = [];
  for (const { row, values, reasons, unread } of rows) {
    const rank = values.postRank === undefined ? null : ranks.valueOf(values.postRank);
    const body = { code: values.code, name: values.name, postRank: rank ?? null };
    const check = validate('PositionAddRequest', body);
    const taking = check.ok ? codes.check(body.code, row) : undefined;
    problems.add(row, [
      ...reasons,
      ...(rank === undefined ? [`职级应为 ${ranks.texts} 之一`] : []),
      ...reasonsOf(check.errors, POSITION_COLUMNS, unread),
      ...(taking ? [taking] : []),
    ]);
    inserts.push({
      id: newId(),
      code: body.code ?? '',
      name: body.name ?? '',
      postRank: rank ?? null,
      createTime: '',
    });
  }
  problems.throwIfAny();
  await writeAll(db, '职务编码', async (tx) => {
    for (const position of inserts)
      await repo.insertPosition(tx, {
        id: position.id,
        code: position.code,
        name: position.name,
        post_rank: position.postRank,
        created_by: by,
        created_at: now.toISOString(),
      });
  });
  return inserts.map((position) => position.id);
}

/** @example await app.register(positionExcelRoutes); */
export const positionExcelRoutes = excelRoutes<PositionListQuery>({
  base: '/platform/sys/position',
  listQuery: 'PositionListQuery',
  exportPermission: 'position:export',
  importPermission: 'position:import',
  importLog: '导入职务',
  async exportOf(request, query, selections) {
    const { db, readCache } = request.server;
    // The export shows what the list shows: the caller's data rules apply.
    const scopeOf = () => ruleScopeOf(db, currentUser(request), 'position:list');
    const records = selections
      ? await selectedPositions(db, selections)
      : await allRecords(
          async (pageNo, pageSize) => listPositions(db, { ...query, pageNo, pageSize }, await scopeOf()),
          '职务',
        );
    const ranks = await dictChoices(db, RANK_DICT, readCache.remember);
    return {
      fileName: '职务.xlsx',
      sheets: [{ name: SHEET, columns: POSITION_COLUMNS, rows: cellsOf(records, POSITION_COLUMNS, ranks) }],
    };
  },
  async importOf(request, workbook) {
    const { db, readCache } = request.server;
    const by = currentUser(request).username;
    const ids = await importPositions(db, by, workbook, request.server.clock(), readCache.remember);
    await publishPositionIds(request.server, ids);
    return `文件导入成功！数据行数:${ids.length}`;
  },
});
