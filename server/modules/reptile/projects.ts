/**
 * Collection projects (采集项目) and their whole condition set: start URLs, scope, limits, politeness, the
 * list / next-page selectors and the fields, and the saved designer form a row is edited with. Input is
 * checked here (the route schemas check types and lengths), with a Chinese message saying what to fix.
 */
import type { Kysely, Selectable } from 'kysely';
import { newId } from '../../db/ids';
import type { Database } from '../../db/index';
import { isUniqueViolation } from '../../db/errors';
import type { ReptileProjectTable } from '../../db/types';
import * as designs from '../design/repo';
import { containsText, pageOf, pageWindow, type Page } from '../paging';
import {
  APP_ERR_REPTILE_INPUT,
  APP_ERR_REPTILE_NAME_TAKEN,
  APP_ERR_REPTILE_PROJECT_NOT_FOUND,
  APP_ERR_REPTILE_RUNNING,
} from './errors';
import { selectorProblem, splitSelector, type FieldRule } from './extract';
import { STATUS_TEXT } from './runs';
import { checkLiteralHost, type AllowList } from './safety';

type Db = Kysely<Database>;
export type ProjectRow = Selectable<ReptileProjectTable>;

/** The User-Agent a new project sends: it names the product, so a site knows who is asking. */
export const DEFAULT_USER_AGENT = 'DougongBot/1.0 (+Dougong data collection; obeys robots.txt)';
export const DEFAULTS = {
  sameHost: true,
  maxPages: 200,
  maxDepth: 10,
  delayMs: 1000,
  concurrency: 1,
  obeyRobots: true,
  timeoutMs: 15_000,
} as const;

/** A project as the API answers it (queryById, list, queryFullConditon). */
export interface ProjectRecord {
  id: string;
  name: string;
  startUrls: string;
  sameHost: boolean;
  includePatterns: string;
  excludePatterns: string;
  maxPages: number;
  maxDepth: number;
  delayMs: number;
  concurrency: number;
  obeyRobots: boolean;
  timeoutMs: number;
  userAgent: string;
  listSelector: string;
  nextSelector: string;
  fields: FieldRule[];
  /** The fields one per line, `name|label|selector`, as the project form edits them. */
  fieldsText: string;
  keyFields: string;
  designId: string | null;
  createBy: string | null;
  createTime: string;
  updateBy: string | null;
  updateTime: string | null;
}

/** What add and edit take (edit with `id`); absent optional values take the defaults. */
export interface ProjectInput {
  id?: string;
  name: string;
  startUrls: string | string[];
  sameHost?: boolean | number | string;
  includePatterns?: string | null;
  excludePatterns?: string | null;
  maxPages?: number;
  maxDepth?: number;
  delayMs?: number;
  concurrency?: number;
  obeyRobots?: boolean | number | string;
  timeoutMs?: number;
  userAgent?: string | null;
  listSelector: string;
  nextSelector?: string | null;
  fields?: FieldRule[];
  fieldsText?: string;
  keyFields?: string | null;
  designId?: string | null;
}

const lines = (text: string | null | undefined) =>
  (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

const truthy = (value: boolean | number | string | undefined, fallback: boolean) =>
  value === undefined ? fallback : value === true || value === 1 || value === '1' || value === 'true';

function fieldsTextOf(fields: readonly FieldRule[]): string {
  return fields.map((f) => `${f.name}|${f.label}|${f.selector}`).join('\n');
}

/** `name|label|selector` lines (label optional: `name|selector`). */
function parseFieldsText(text: string): FieldRule[] {
  return lines(text).map((line, index) => {
    const parts = line.split('|').map((part) => part.trim());
    if (parts.length === 2) return { name: parts[0]!, label: parts[0]!, selector: parts[1]! };
    if (parts.length === 3) return { name: parts[0]!, label: parts[1]!, selector: parts[2]! };
    throw new APP_ERR_REPTILE_INPUT(
      `采集字段第 ${index + 1} 行格式不对：应为「字段名|显示名|CSS选择器」，例如 title|标题|h1`,
    );
  });
}

/** The models of a saved form design: every widget's `model`, through grids. */
function modelsOf(jsonStr: string): Set<string> {
  const models = new Set<string>();
  const walk = (list: unknown) => {
    if (!Array.isArray(list)) return;
    for (const widget of list as { model?: unknown; columns?: { list?: unknown }[] }[]) {
      if (typeof widget?.model === 'string' && widget.model) models.add(widget.model);
      for (const column of widget?.columns ?? []) walk(column?.list);
    }
  };
  try {
    walk((JSON.parse(jsonStr) as { list?: unknown }).list);
  } catch {
    // an unreadable design binds no field; the check below names them all
  }
  return models;
}

/** A stored project as the API answers it. */
export function toRecord(row: ProjectRow): ProjectRecord {
  const fields = JSON.parse(row.fields_json) as FieldRule[];
  return {
    id: row.id,
    name: row.name,
    startUrls: (JSON.parse(row.start_urls) as string[]).join('\n'),
    sameHost: row.same_host === 1,
    includePatterns: row.include_patterns ?? '',
    excludePatterns: row.exclude_patterns ?? '',
    maxPages: row.max_pages,
    maxDepth: row.max_depth,
    delayMs: row.delay_ms,
    concurrency: row.concurrency,
    obeyRobots: row.obey_robots === 1,
    timeoutMs: row.timeout_ms,
    userAgent: row.user_agent,
    listSelector: row.list_selector,
    nextSelector: row.next_selector ?? '',
    fields,
    fieldsText: fieldsTextOf(fields),
    keyFields: row.key_fields ?? '',
    designId: row.design_id,
    createBy: row.created_by,
    createTime: row.created_at,
    updateBy: row.updated_by,
    updateTime: row.updated_at,
  };
}

function checkSelector(label: string, selector: string) {
  const problem = selectorProblem(selector);
  if (problem) throw new APP_ERR_REPTILE_INPUT(`${label}「${selector}」不是有效的 CSS 选择器：${problem}`);
}

function ranged(label: string, value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max)
    throw new APP_ERR_REPTILE_INPUT(`${label}应为 ${min} 到 ${max} 之间的整数`);
  return value;
}

/** Checks and normalises a project's input into the row's columns (without id and audit). */
async function columnsOf(db: Db, input: ProjectInput, allow: AllowList) {
  const name = input.name.trim();
  if (!name) throw new APP_ERR_REPTILE_INPUT('请填写项目名称');
  const urls = Array.isArray(input.startUrls) ? input.startUrls.map((u) => u.trim()) : lines(input.startUrls);
  if (urls.length === 0) throw new APP_ERR_REPTILE_INPUT('请至少填写一个起始地址（每行一个）');
  if (urls.length > 20) throw new APP_ERR_REPTILE_INPUT('起始地址最多 20 个');
  for (const url of urls) {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      throw new APP_ERR_REPTILE_INPUT(`起始地址不是有效的网址：${url}（应以 http:// 或 https:// 开头）`);
    }
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
      throw new APP_ERR_REPTILE_INPUT(`起始地址只支持 http:// 或 https://：${url}`);
    if (parsed.username || parsed.password)
      throw new APP_ERR_REPTILE_INPUT(`起始地址不能包含用户名或密码：${parsed.host}`);
    try {
      checkLiteralHost(parsed, allow);
    } catch (error) {
      throw new APP_ERR_REPTILE_INPUT((error as Error).message);
    }
  }
  const fields = input.fields ?? parseFieldsText(input.fieldsText ?? '');
  if (fields.length === 0) throw new APP_ERR_REPTILE_INPUT('请至少配置一个采集字段');
  if (fields.length > 50) throw new APP_ERR_REPTILE_INPUT('采集字段最多 50 个');
  const names = new Set<string>();
  for (const field of fields) {
    if (!/^[A-Za-z_][A-Za-z0-9_]{0,39}$/.test(field.name))
      throw new APP_ERR_REPTILE_INPUT(`字段名「${field.name}」不合法：以字母开头，只含字母、数字和下划线`);
    if (['id', 'url', 'projectId'].includes(field.name))
      throw new APP_ERR_REPTILE_INPUT(`字段名「${field.name}」是保留名，请换一个`);
    if (names.has(field.name)) throw new APP_ERR_REPTILE_INPUT(`字段名「${field.name}」重复`);
    names.add(field.name);
    checkSelector(`字段「${field.name}」的选择器`, splitSelector(field.selector)[0]);
  }
  const listSelector = input.listSelector.trim();
  checkSelector('列表链接选择器', listSelector);
  const nextSelector = input.nextSelector?.trim() || null;
  if (nextSelector) checkSelector('下一页选择器', nextSelector);
  const keyFields = (input.keyFields ?? '')
    .split(/[,，]/)
    .map((key) => key.trim())
    .filter((key) => key !== '');
  for (const key of keyFields)
    if (!names.has(key)) throw new APP_ERR_REPTILE_INPUT(`去重字段「${key}」不在采集字段中`);
  const userAgent = input.userAgent?.trim() || DEFAULT_USER_AGENT;
  if (!/^[\x20-\x7e]+$/.test(userAgent) || !/dougong/i.test(userAgent))
    throw new APP_ERR_REPTILE_INPUT('User-Agent 须为英文字符并包含 Dougong，让网站知道是谁在采集');
  const designId = input.designId?.trim() || null;
  if (designId) {
    const design = await designs.findDesign(db, designId);
    if (!design || design.kind !== 'form') throw new APP_ERR_REPTILE_INPUT(`绑定的表单不存在：${designId}`);
    const models = modelsOf(design.json_str);
    const missing = fields.map((f) => f.name).filter((n) => !models.has(n));
    if (missing.length > 0)
      throw new APP_ERR_REPTILE_INPUT(
        `表单「${design.name}」缺少与采集字段同名的字段：${missing.join('、')}（表单字段的绑定名须与字段名一致）`,
      );
  }
  const patterns = (text: string | null | undefined) => {
    const list = lines(text);
    return list.length > 0 ? list.join('\n') : null;
  };
  return {
    name,
    start_urls: JSON.stringify(urls),
    same_host: truthy(input.sameHost, DEFAULTS.sameHost) ? 1 : 0,
    include_patterns: patterns(input.includePatterns),
    exclude_patterns: patterns(input.excludePatterns),
    max_pages: ranged('最大页数', input.maxPages ?? DEFAULTS.maxPages, 1, 10_000),
    max_depth: ranged('最大深度', input.maxDepth ?? DEFAULTS.maxDepth, 0, 50),
    delay_ms: ranged('访问间隔（毫秒）', input.delayMs ?? DEFAULTS.delayMs, 0, 60_000),
    concurrency: ranged('每站并发数', input.concurrency ?? DEFAULTS.concurrency, 1, 8),
    obey_robots: truthy(input.obeyRobots, DEFAULTS.obeyRobots) ? 1 : 0,
    timeout_ms: ranged('超时（毫秒）', input.timeoutMs ?? DEFAULTS.timeoutMs, 500, 120_000),
    user_agent: userAgent,
    list_selector: listSelector,
    next_selector: nextSelector,
    fields_json: JSON.stringify(
      fields.map((f) => ({ name: f.name, label: f.label || f.name, selector: f.selector.trim() })),
    ),
    key_fields: keyFields.length > 0 ? keyFields.join(',') : null,
    design_id: designId,
  };
}

/** A project by id, or 404. @example await requireProject(db, id) */
export async function requireProject(db: Db, id: string): Promise<ProjectRow> {
  const row = await db.selectFrom('reptile_project').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new APP_ERR_REPTILE_PROJECT_NOT_FOUND(id);
  return row;
}

/**
 * Adds a project. @example await addProject(db, 'admin', input, allow, new Date())
 */
export async function addProject(db: Db, by: string, input: ProjectInput, allow: AllowList, now: Date) {
  const columns = await columnsOf(db, input, allow);
  const id = newId();
  try {
    await db
      .insertInto('reptile_project')
      .values({
        id,
        ...columns,
        created_by: by,
        created_at: now.toISOString(),
        updated_by: null,
        updated_at: null,
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new APP_ERR_REPTILE_NAME_TAKEN(columns.name);
    throw error;
  }
  return toRecord(await requireProject(db, id));
}

/** Changes a project (not while it synchronises). @example await editProject(db, 'admin', { id, ... }, allow, now) */
export async function editProject(db: Db, by: string, input: ProjectInput, allow: AllowList, now: Date) {
  const row = await requireProject(db, input.id ?? '');
  const columns = await columnsOf(db, input, allow);
  try {
    await db
      .updateTable('reptile_project')
      .set({ ...columns, updated_by: by, updated_at: now.toISOString() })
      .where('id', '=', row.id)
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new APP_ERR_REPTILE_NAME_TAKEN(columns.name);
    throw error;
  }
  return toRecord(await requireProject(db, row.id));
}

/** Deletes a project with its runs and rows; refused while it synchronises. */
export async function deleteProject(db: Db, id: string): Promise<void> {
  const row = await requireProject(db, id);
  const active = await db
    .selectFrom('reptile_run')
    .select('id')
    .where('project_id', '=', id)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
  if (active) throw new APP_ERR_REPTILE_RUNNING(row.name);
  await db.transaction().execute(async (tx) => {
    await tx.deleteFrom('reptile_row').where('project_id', '=', id).execute();
    const runs = tx.selectFrom('reptile_run').select('id').where('project_id', '=', id);
    await tx.deleteFrom('reptile_frontier').where('run_id', 'in', runs).execute();
    await tx.deleteFrom('reptile_run').where('project_id', '=', id).execute();
    await tx.deleteFrom('reptile_project').where('id', '=', id).execute();
  });
}

/** One page of projects, newest first, optionally by name (contains). */
export async function listProjects(
  db: Db,
  query: { name?: string; pageNo?: number; pageSize?: number },
): Promise<
  Page<ProjectRecord & { lastStatus: string | null; lastStatusText: string; lastRunTime: string | null }>
> {
  const { pageNo, pageSize, offset, limit } = pageWindow(query);
  let base = db.selectFrom('reptile_project');
  const name = query.name?.trim();
  if (name) base = base.where(containsText('name', name));
  const counted = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .offset(offset)
    .limit(limit)
    .execute();
  const records = [];
  for (const row of rows) {
    const last = await db
      .selectFrom('reptile_run')
      .select(['status', 'started_at'])
      .where('project_id', '=', row.id)
      .orderBy('run_no', 'desc')
      .executeTakeFirst();
    records.push({
      ...toRecord(row),
      lastStatus: last?.status ?? null,
      lastStatusText: last ? STATUS_TEXT[last.status] : '未同步',
      lastRunTime: last?.started_at ?? null,
    });
  }
  return pageOf(records, Number(counted.n), pageNo, pageSize);
}

/** Every project as a select option (采集数据's project picker). */
export async function projectOptions(db: Db) {
  const rows = await db.selectFrom('reptile_project').select(['id', 'name']).orderBy('name').execute();
  return rows.map((row) => ({ value: row.id, text: row.name, label: row.name }));
}

/** Saved form designs a project may bind to. */
export async function formOptions(db: Db) {
  const rows = await db
    .selectFrom('onl_design')
    .select(['id', 'name', 'title'])
    .where('kind', '=', 'form')
    .orderBy('name')
    .execute();
  return rows.map((row) => ({ value: row.id, text: row.title || row.name, label: row.title || row.name }));
}
