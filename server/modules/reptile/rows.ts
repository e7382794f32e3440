/**
 * Collected rows (采集数据): the list of a project's rows searched by keyword or by one field, a row as its
 * bound form edits it, edit and delete, and the export of what the list shows as CSV or Excel.
 */
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/index';
import type { ReptileRowTable } from '../../db/types';
import { xlsxOf, localTime } from '../excel/workbook';
import { containsText, pageOf, pageWindow, type Page } from '../paging';
import { APP_ERR_REPTILE_EXPORT_LIMIT, APP_ERR_REPTILE_INPUT, APP_ERR_REPTILE_ROW_NOT_FOUND } from './errors';
import type { FieldRule } from './extract';
import { requireProject } from './projects';

type Db = Kysely<Database>;
type Row = Selectable<ReptileRowTable>;

/** A row as the API answers it: the fields flat beside id, projectId, url and the times. */
export type RowRecord = Record<string, string | null> & { id: string; projectId: string; url: string };

export interface RowQuery {
  /** The project; the newest when absent. */
  projectId?: string;
  /** Any field or the URL contains it. */
  keyword?: string;
  /** One field (a name of the project's fields) that must contain `fieldValue`. */
  fieldName?: string;
  fieldValue?: string;
  pageNo?: number;
  pageSize?: number;
}

export const EXPORT_LIMIT = 10_000;

function recordOf(row: Row, fields: readonly FieldRule[]): RowRecord {
  const values = JSON.parse(row.data_json) as Record<string, string>;
  return {
    ...values,
    /** The first field's value and every field as 标签：值, for lists that do not know the fields. */
    first: fields[0] ? (values[fields[0].name] ?? '') : '',
    preview: fields.map((f) => `${f.label}：${values[f.name] ?? ''}`).join('；'),
    id: row.id,
    projectId: row.project_id,
    url: row.url,
    createTime: row.created_at,
    updateTime: row.updated_at,
    updateBy: row.updated_by,
  };
}

/** The project asked for, or when none is, the newest (the page opens on it). */
async function projectOf(db: Db, projectId: string | undefined) {
  if (projectId) return requireProject(db, projectId);
  const newest = await db
    .selectFrom('reptile_project')
    .select('id')
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .executeTakeFirst();
  if (!newest) throw new APP_ERR_REPTILE_INPUT('还没有采集项目，请先在「采集项目」中新建并同步');
  return requireProject(db, newest.id);
}

async function matching(db: Db, query: RowQuery): Promise<{ rows: Row[]; fields: FieldRule[] }> {
  const project = await projectOf(db, query.projectId);
  const fields = JSON.parse(project.fields_json) as FieldRule[];
  let base = db.selectFrom('reptile_row').selectAll().where('project_id', '=', project.id);
  const keyword = query.keyword?.trim();
  if (keyword)
    base = base.where((eb) => eb.or([containsText('search_text', keyword), containsText('url', keyword)]));
  const fieldValue = query.fieldValue?.trim();
  const fieldName = query.fieldName?.trim();
  if (fieldName && !fields.some((f) => f.name === fieldName))
    throw new APP_ERR_REPTILE_INPUT(
      `项目没有字段「${fieldName}」，可选：${fields.map((f) => f.name).join('、')}`,
    );
  // search_text narrows in SQL; the field itself decides (a value may sit in another field too).
  if (fieldName && fieldValue) base = base.where(containsText('search_text', fieldValue));
  let rows = await base.orderBy('created_at', 'desc').orderBy('url').execute();
  if (fieldName && fieldValue) {
    const wanted = fieldValue.toLowerCase();
    rows = rows.filter((row) =>
      String((JSON.parse(row.data_json) as Record<string, string>)[fieldName] ?? '')
        .toLowerCase()
        .includes(wanted),
    );
  }
  return { rows, fields };
}

/** One page of a project's rows. @example await listRows(db, { projectId, keyword: '招标' }) */
export async function listRows(db: Db, query: RowQuery): Promise<Page<RowRecord>> {
  const { pageNo, pageSize, offset, limit } = pageWindow(query);
  const { rows, fields } = await matching(db, query);
  const records = rows.slice(offset, offset + limit).map((row) => recordOf(row, fields));
  return pageOf(records, rows.length, pageNo, pageSize);
}

export async function requireRow(db: Db, id: string): Promise<Row> {
  const row = await db.selectFrom('reptile_row').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new APP_ERR_REPTILE_ROW_NOT_FOUND(id);
  return row;
}

export async function getRow(db: Db, id: string): Promise<RowRecord> {
  const row = await requireRow(db, id);
  const project = await requireProject(db, row.project_id);
  return recordOf(row, JSON.parse(project.fields_json) as FieldRule[]);
}

/**
 * Saves a row corrected through its form: only the project's fields are taken, as text. The collected
 * content hash stays, so a later sync overwrites the correction only if the page itself changes.
 */
export async function editRow(
  db: Db,
  by: string,
  input: Record<string, unknown>,
  now: Date,
): Promise<RowRecord> {
  const row = await requireRow(db, String(input.id ?? ''));
  const project = await requireProject(db, row.project_id);
  const fields = JSON.parse(project.fields_json) as FieldRule[];
  const values = JSON.parse(row.data_json) as Record<string, string>;
  for (const field of fields) {
    const value = input[field.name];
    if (value === undefined) continue;
    if (value !== null && typeof value === 'object')
      throw new APP_ERR_REPTILE_INPUT(`字段「${field.label}」应为文本`);
    const text = value === null ? '' : String(value);
    if (text.length > 10_000) throw new APP_ERR_REPTILE_INPUT(`字段「${field.label}」不能超过 10000 个字符`);
    values[field.name] = text;
  }
  await db
    .updateTable('reptile_row')
    .set({
      data_json: JSON.stringify(values),
      search_text: Object.values(values).join('\n').toLowerCase(),
      updated_by: by,
      updated_at: now.toISOString(),
    })
    .where('id', '=', row.id)
    .execute();
  return getRow(db, row.id);
}

export async function deleteRows(db: Db, ids: readonly string[]): Promise<void> {
  const found = await db.selectFrom('reptile_row').select('id').where('id', 'in', ids).execute();
  const missing = ids.filter((id) => !found.some((row) => row.id === id));
  if (missing.length > 0) throw new APP_ERR_REPTILE_ROW_NOT_FOUND(missing.join('、'));
  await db.deleteFrom('reptile_row').where('id', 'in', ids).execute();
}

/** The bound form of a project's rows (the saved design JSON), or null when none is bound. */
export async function formOf(db: Db, projectId: string) {
  const project = await requireProject(db, projectId);
  const fields = JSON.parse(project.fields_json) as FieldRule[];
  if (!project.design_id) return { designId: null, jsonStr: null, fields };
  const design = await db
    .selectFrom('onl_design')
    .select(['id', 'json_str'])
    .where('id', '=', project.design_id)
    .executeTakeFirst();
  return { designId: design?.id ?? null, jsonStr: design?.json_str ?? null, fields };
}

async function table(db: Db, query: RowQuery) {
  const { rows, fields } = await matching(db, query);
  if (rows.length > EXPORT_LIMIT) throw new APP_ERR_REPTILE_EXPORT_LIMIT(rows.length, EXPORT_LIMIT);
  const headers = [...fields.map((f) => f.label), '网址', '采集时间', '更新时间'];
  const body = rows.map((row) => {
    const values = JSON.parse(row.data_json) as Record<string, string>;
    return [
      ...fields.map((f) => values[f.name] ?? ''),
      row.url,
      localTime(row.created_at),
      row.updated_at ? localTime(row.updated_at) : '',
    ];
  });
  return { headers, body };
}

/** A cell safe in a spreadsheet: text starting with = + - @ gets a leading ' (CSV injection). */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** UTF-8 CSV with a BOM (Excel opens it with the Chinese intact). */
export async function exportCsv(db: Db, query: RowQuery): Promise<string> {
  const { headers, body } = await table(db, query);
  return `\uFEFF${[headers, ...body].map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

export async function exportXlsx(db: Db, query: RowQuery): Promise<Buffer> {
  const { headers, body } = await table(db, query);
  return xlsxOf({
    name: '采集数据',
    columns: headers.map((header, i) => ({ header, width: i === headers.length - 3 ? 50 : 24 })),
    rows: body,
  });
}
