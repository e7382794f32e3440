/**
 * 流程定义's saved diagrams (JeecgBoot's tPProcess): one row per process key, saved without the deploy
 * checks (a half-drawn diagram can be kept), each deployable as a new version; the deployed versions of a
 * key; and the processes a user may start with their start forms.
 */
import type { Kysely } from 'kysely';
import { isUniqueViolation } from '../../db/errors';
import { newId } from '../../db/ids';
import type { ActProcessTable, Database } from '../../db/types';
import { countOf, containsText, pageOf, pageWindow, type PageParams } from '../paging';
import { BpmnRefusal, readDraft } from './bpmn';
import { APP_ERR_PROCESS_DESIGN_NOT_FOUND, APP_ERR_PROCESS_DRAFT, APP_ERR_PROCESS_KEY_TAKEN } from './errors';
import { definitionById, type ProcessCaller } from './records';
import { deployProcess } from './service';

type Db = Kysely<Database>;

/** The newest deployed version of each key among `keys`. */
async function newestVersions(db: Db, keys: string[]) {
  if (keys.length === 0) return new Map<string, { version: number; deployed_at: string }>();
  const rows = await db
    .selectFrom('act_definition')
    .select(['process_key', 'version', 'deployed_at'])
    .where('process_key', 'in', keys)
    .execute();
  const newest = new Map<string, { version: number; deployed_at: string }>();
  for (const row of rows) {
    const seen = newest.get(row.process_key);
    if (!seen || seen.version < row.version) newest.set(row.process_key, row);
  }
  return newest;
}

function summaryOf(
  row: Omit<ActProcessTable, 'bpmn_xml'>,
  deployed?: { version: number; deployed_at: string },
) {
  return {
    id: row.id,
    processKey: row.process_key,
    name: row.name,
    deployedVersion: deployed?.version ?? null,
    deployTime: deployed?.deployed_at ?? null,
    createBy: row.created_by,
    createTime: row.created_at,
    updateBy: row.updated_by,
    updateTime: row.updated_at,
  };
}

/**
 * 流程定义: saved diagrams, one page, newest change first (or by `column` and `order`); `name` and
 * `processKey` match a part.
 *
 * @example
 * await listDesigns(db, { pageNo: 1, pageSize: 10, name: '请假' }) // { records: [{ processKey: 'leave', deployedVersion: 2, ... }], ... }
 */
/** The columns 流程定义's list sorts by, by the field names the client sends. */
const DESIGN_SORT = {
  processKey: 'process_key',
  name: 'name',
  createTime: 'created_at',
  updateTime: 'updated_at',
} as const;

export async function listDesigns(
  db: Db,
  query: PageParams & {
    name?: string;
    processKey?: string;
    column?: keyof typeof DESIGN_SORT;
    order?: 'asc' | 'desc';
  },
) {
  const { pageNo, pageSize, offset, limit } = pageWindow(query);
  let base = db.selectFrom('act_process');
  if (query.name) base = base.where(containsText('name', query.name));
  if (query.processKey) base = base.where(containsText('process_key', query.processKey));
  const total = countOf(await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow());
  const rows = await base
    .select(['id', 'process_key', 'name', 'created_by', 'created_at', 'updated_by', 'updated_at'])
    .orderBy(DESIGN_SORT[query.column ?? 'updateTime'], query.order ?? 'desc')
    .orderBy('id')
    .offset(offset)
    .limit(limit)
    .execute();
  const newest = await newestVersions(
    db,
    rows.map((row) => row.process_key),
  );
  return pageOf(
    rows.map((row) => summaryOf(row, newest.get(row.process_key))),
    total,
    pageNo,
    pageSize,
  );
}

async function designRow(db: Db, id: string): Promise<ActProcessTable> {
  const row = await db.selectFrom('act_process').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new APP_ERR_PROCESS_DESIGN_NOT_FOUND(id);
  return row;
}

/**
 * One saved diagram with its XML.
 *
 * @example
 * await designById(db, id) // { id, processKey: 'leave', name: '请假审批', bpmnXml: '<?xml …', deployedVersion: 1, ... }
 */
export async function designById(db: Db, id: string) {
  const row = await designRow(db, id);
  const newest = await newestVersions(db, [row.process_key]);
  return { ...summaryOf(row, newest.get(row.process_key)), bpmnXml: row.bpmn_xml };
}

async function draftOf(xml: string) {
  try {
    return await readDraft(xml);
  } catch (error) {
    if (error instanceof BpmnRefusal) throw new APP_ERR_PROCESS_DRAFT(error.message);
    throw error;
  }
}

async function assertKeyFree(db: Db, key: string, id: string | null): Promise<void> {
  const other = await db
    .selectFrom('act_process')
    .select(['id', 'name'])
    .where('process_key', '=', key)
    .executeTakeFirst();
  if (other && other.id !== id) throw new APP_ERR_PROCESS_KEY_TAKEN(key, other.name);
}

/**
 * Saves a new diagram: key and name are read from its <bpmn:process id name>. A key another design uses
 * answers 400; the deploy checks do not run.
 *
 * @example
 * await addDesign(db, admin, xml, now) // { id, processKey: 'leave', name: '请假审批', deployedVersion: null, ... }
 */
export async function addDesign(db: Db, caller: ProcessCaller, xml: string, now: Date) {
  const draft = await draftOf(xml);
  await assertKeyFree(db, draft.key, null);
  const id = newId();
  const at = now.toISOString();
  try {
    await db
      .insertInto('act_process')
      .values({
        id,
        process_key: draft.key,
        name: draft.name,
        bpmn_xml: xml,
        created_by: caller.username,
        created_at: at,
        updated_by: caller.username,
        updated_at: at,
      })
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new APP_ERR_PROCESS_KEY_TAKEN(draft.key, draft.name);
    throw error;
  }
  return designById(db, id);
}

/**
 * Saves a diagram's new XML (its key may change, to one no other design uses).
 *
 * @example
 * await editDesign(db, admin, { id, bpmnXml: xml }, now)
 */
export async function editDesign(
  db: Db,
  caller: ProcessCaller,
  input: { id: string; bpmnXml: string },
  now: Date,
) {
  await designRow(db, input.id);
  const draft = await draftOf(input.bpmnXml);
  await assertKeyFree(db, draft.key, input.id);
  try {
    await db
      .updateTable('act_process')
      .set({
        process_key: draft.key,
        name: draft.name,
        bpmn_xml: input.bpmnXml,
        updated_by: caller.username,
        updated_at: now.toISOString(),
      })
      .where('id', '=', input.id)
      .execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw new APP_ERR_PROCESS_KEY_TAKEN(draft.key, draft.name);
    throw error;
  }
  return designById(db, input.id);
}

/**
 * Deletes saved diagrams; their deployed versions stay (instances keep running on them). Unknown ids
 * answer 404 and nothing is deleted.
 *
 * @example
 * await deleteDesigns(db, [id1, id2])
 */
export async function deleteDesigns(db: Db, ids: readonly string[]): Promise<void> {
  const unique = [...new Set(ids)];
  const found = await db.selectFrom('act_process').select('id').where('id', 'in', unique).execute();
  const missing = unique.find((id) => !found.some((row) => row.id === id));
  if (missing !== undefined) throw new APP_ERR_PROCESS_DESIGN_NOT_FOUND(missing);
  await db.deleteFrom('act_process').where('id', 'in', unique).execute();
}

/**
 * Deploys a saved diagram: every deploy check runs on its XML; a new version of its key.
 *
 * @example
 * await deployDesign(db, admin, id, now) // { id: definitionId, processKey: 'leave', name: '请假审批', version: 2 }
 */
export async function deployDesign(db: Db, caller: ProcessCaller, id: string, now: Date) {
  const row = await designRow(db, id);
  return deployProcess(db, caller, row.bpmn_xml, now);
}

/**
 * Deploys a BPMN file (POST deployProcess: scripts, Camunda Modeler files) and, when no saved diagram has
 * its key yet, saves it as one, so 流程定义 lists every deployed process. An existing saved diagram of the
 * key is left as it is (it may hold unfinished changes).
 *
 * @example
 * await deployFile(db, admin, xml, now) // { id, processKey: 'leave', name: '请假审批', version: 1 }
 */
export async function deployFile(db: Db, caller: ProcessCaller, xml: string, now: Date) {
  const deployed = await deployProcess(db, caller, xml, now);
  const at = now.toISOString();
  try {
    const saved = await db
      .selectFrom('act_process')
      .select('id')
      .where('process_key', '=', deployed.processKey)
      .executeTakeFirst();
    if (!saved) {
      await db
        .insertInto('act_process')
        .values({
          id: newId(),
          process_key: deployed.processKey,
          name: deployed.name,
          bpmn_xml: xml,
          created_by: caller.username,
          created_at: at,
          updated_by: caller.username,
          updated_at: at,
        })
        .execute();
    }
  } catch (error) {
    // Someone saved a diagram of this key at the same moment: theirs stays.
    if (!isUniqueViolation(error)) throw error;
  }
  return deployed;
}

/**
 * The deployed versions of a key (or of every key), newest first.
 *
 * @example
 * await listVersions(db, { processKey: 'leave' }) // { records: [{ version: 2, deployBy: 'admin', ... }], ... }
 */
export async function listVersions(db: Db, query: PageParams & { processKey?: string }) {
  const { pageNo, pageSize, offset, limit } = pageWindow(query);
  let base = db.selectFrom('act_definition');
  if (query.processKey) base = base.where('process_key', '=', query.processKey);
  const total = countOf(await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow());
  const rows = await base
    .select(['id', 'process_key', 'name', 'version', 'deployed_by', 'deployed_at'])
    .orderBy('deployed_at', 'desc')
    .orderBy('version', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
  const records = rows.map((row) => ({
    id: row.id,
    processKey: row.process_key,
    name: row.name,
    version: row.version,
    deployBy: row.deployed_by,
    deployTime: row.deployed_at,
  }));
  return pageOf(records, total, pageNo, pageSize);
}

/**
 * A saved form design's JSON by id, or null when there is none (or it is not a form, or does not parse).
 *
 * @example
 * await formDesign(db, 'leave-form') // { list: [...], config: {...} }
 */
export async function formDesign(db: Db, formId: string | null | undefined): Promise<unknown> {
  if (!formId) return null;
  const row = await db
    .selectFrom('onl_design')
    .select('json_str')
    .where('id', '=', formId)
    .where('kind', '=', 'form')
    .executeTakeFirst();
  if (!row) return null;
  try {
    return JSON.parse(row.json_str) as unknown;
  } catch {
    return null;
  }
}

/**
 * What a user may start: the newest deployed version of every key, by name, with its start form (the start
 * event's dougong:formId) so the starter needs no design permission.
 *
 * @example
 * await startableProcesses(db) // [{ processKey: 'leave', name: '请假审批', version: 2, formId: 'leave-form', form: {...} }]
 */
export async function startableProcesses(db: Db) {
  const rows = await db.selectFrom('act_definition').select(['id', 'process_key', 'version']).execute();
  const newest = new Map<string, { id: string; version: number }>();
  for (const row of rows) {
    const seen = newest.get(row.process_key);
    if (!seen || seen.version < row.version) newest.set(row.process_key, row);
  }
  const list = [];
  for (const [processKey, { id, version }] of newest) {
    const definition = await definitionById(db, id);
    const start = Object.values(definition.nodes).find((node) => node.type === 'startEvent');
    const formId = start?.formId ?? null;
    list.push({
      processKey,
      name: definition.name,
      version,
      definitionId: id,
      formId,
      form: await formDesign(db, formId),
    });
  }
  return list.sort(
    (a, b) => a.name.localeCompare(b.name, 'zh-CN') || a.processKey.localeCompare(b.processKey),
  );
}
