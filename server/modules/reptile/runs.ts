/**
 * Runs (synchronisations) and their frontier in the database: starting one (at most one queued or running
 * run per project, kept by a partial unique index), claiming it with a lease so exactly one server process
 * works it, the queue of URLs, the counters, and the upsert of collected rows by URL + key fields.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import { newId } from '../../db/ids';
import type { Database } from '../../db/index';
import { isUniqueViolation } from '../../db/errors';
import type { ReptileFrontierTable, ReptileRunTable } from '../../db/types';
import { APP_ERR_REPTILE_NOT_RUNNING, APP_ERR_REPTILE_RUNNING } from './errors';
import type { ProjectRow } from './projects';

type Db = Kysely<Database>;
export type RunRow = Selectable<ReptileRunTable>;
export type FrontierRow = Selectable<ReptileFrontierTable>;

/** How long a claim holds without a heartbeat: a process that died leaves its run to another after this. */
export const LEASE_MS = 30_000;

/** What a run's status reads as. */
export const STATUS_TEXT: Record<RunRow['status'], string> = {
  queued: '排队中',
  running: '同步中',
  done: '已完成',
  failed: '失败',
  cancelled: '已取消',
  interrupted: '已中断',
};

/** A run as the API and the progress messages show it. */
export interface RunRecord {
  id: string;
  projectId: string;
  /** 第 N 次同步 of the project. */
  runNo: number;
  status: RunRow['status'];
  /** 排队中, 同步中, 已完成, 失败, 已取消, 已中断. */
  statusText: string;
  pagesFetched: number;
  pagesFailed: number;
  pagesSkipped: number;
  pagesQueued: number;
  rowsNew: number;
  rowsUpdated: number;
  rowsUnchanged: number;
  /** 0–100: pages done of pages known (the frontier grows as pages are read). */
  percent: number;
  message: string | null;
  startedBy: string;
  startedAt: string;
  endedAt: string | null;
}

/** A run with how many of its URLs still wait. */
export async function runRecord(db: Db, run: RunRow): Promise<RunRecord> {
  const queued = await db
    .selectFrom('reptile_frontier')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('run_id', '=', run.id)
    .where('status', 'in', ['pending', 'fetching'])
    .executeTakeFirstOrThrow();
  const pagesQueued = Number(queued.n);
  const done = run.pages_fetched + run.pages_failed + run.pages_skipped;
  const finished = !['queued', 'running'].includes(run.status);
  return {
    id: run.id,
    projectId: run.project_id,
    runNo: run.run_no,
    status: run.status,
    statusText: STATUS_TEXT[run.status],
    pagesFetched: run.pages_fetched,
    pagesFailed: run.pages_failed,
    pagesSkipped: run.pages_skipped,
    pagesQueued,
    rowsNew: run.rows_new,
    rowsUpdated: run.rows_updated,
    rowsUnchanged: run.rows_unchanged,
    percent: finished ? 100 : done + pagesQueued === 0 ? 0 : Math.floor((done * 100) / (done + pagesQueued)),
    message: run.message,
    startedBy: run.started_by,
    startedAt: run.started_at,
    endedAt: run.ended_at,
  };
}

export function findRun(db: Db, id: string): Promise<RunRow | undefined> {
  return db.selectFrom('reptile_run').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The project's newest run. */
export function latestRun(db: Db, projectId: string): Promise<RunRow | undefined> {
  return db
    .selectFrom('reptile_run')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('run_no', 'desc')
    .executeTakeFirst();
}

/**
 * Queues a run of `project` with its start URLs; 409 when one is queued or running (the partial unique
 * index decides between two starts at the same moment, in one process or several).
 */
export async function startRun(db: Db, project: ProjectRow, by: string, now: Date): Promise<RunRow> {
  const id = newId();
  try {
    await db.transaction().execute(async (tx) => {
      const last = await tx
        .selectFrom('reptile_run')
        .select((eb) => eb.fn.max('run_no').as('n'))
        .where('project_id', '=', project.id)
        .executeTakeFirst();
      await tx
        .insertInto('reptile_run')
        .values({
          id,
          project_id: project.id,
          run_no: Number(last?.n ?? 0) + 1,
          status: 'queued',
          started_by: by,
          started_at: now.toISOString(),
        })
        .execute();
      const urls = JSON.parse(project.start_urls) as string[];
      await tx
        .insertInto('reptile_frontier')
        .values(
          [...new Set(urls)].map((url, seq) => ({
            id: newId(),
            run_id: id,
            url,
            kind: 'list' as const,
            depth: 0,
            seq,
            status: 'pending' as const,
          })),
        )
        .execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new APP_ERR_REPTILE_RUNNING(project.name);
    throw error;
  }
  return (await findRun(db, id))!;
}

/** Asks the project's active run to stop; the process working it aborts within a moment. */
export async function requestCancel(db: Db, project: ProjectRow): Promise<RunRow> {
  const active = await db
    .selectFrom('reptile_run')
    .selectAll()
    .where('project_id', '=', project.id)
    .where('status', 'in', ['queued', 'running'])
    .executeTakeFirst();
  if (!active) throw new APP_ERR_REPTILE_NOT_RUNNING(project.name);
  await db.updateTable('reptile_run').set({ cancel_requested: 1 }).where('id', '=', active.id).execute();
  return active;
}

/** Runs a process may take: queued or running, and unclaimed or with a lapsed lease. */
export function claimableRuns(db: Db, now: Date): Promise<{ id: string }[]> {
  return db
    .selectFrom('reptile_run')
    .select('id')
    .where('status', 'in', ['queued', 'running'])
    .where((eb) => eb.or([eb('claimed_by', 'is', null), eb('lease_until', '<', now.toISOString())]))
    .orderBy('started_at')
    .limit(10)
    .execute();
}

/**
 * Claims a run for `worker` if nobody holds it: one conditional UPDATE, so of several processes exactly
 * one gets it (the row's write lock on PostgreSQL, the single writer on SQLite).
 */
export async function claimRun(db: Db, runId: string, worker: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('reptile_run')
    .set({
      claimed_by: worker,
      lease_until: new Date(now.getTime() + LEASE_MS).toISOString(),
      status: 'running',
    })
    .where('id', '=', runId)
    .where('status', 'in', ['queued', 'running'])
    .where((eb) => eb.or([eb('claimed_by', 'is', null), eb('lease_until', '<', now.toISOString())]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Extends the claim; false when another process took the run meanwhile. */
export async function renewLease(db: Db, runId: string, worker: string, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('reptile_run')
    .set({ lease_until: new Date(now.getTime() + LEASE_MS).toISOString() })
    .where('id', '=', runId)
    .where('claimed_by', '=', worker)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives the run back unfinished (server shutting down): another process, or this one restarted, resumes it. */
export async function releaseRun(db: Db, runId: string, worker: string): Promise<void> {
  await db
    .updateTable('reptile_run')
    .set({ claimed_by: null, lease_until: null })
    .where('id', '=', runId)
    .where('claimed_by', '=', worker)
    .execute();
}

/** Ends the run with `status` and its summary. */
export async function finishRun(
  db: Db,
  runId: string,
  status: 'done' | 'cancelled' | 'failed',
  message: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('reptile_run')
    .set({ status, message, ended_at: now.toISOString(), claimed_by: null, lease_until: null })
    .where('id', '=', runId)
    .execute();
}

export type Counter =
  'pages_fetched' | 'pages_failed' | 'pages_skipped' | 'rows_new' | 'rows_updated' | 'rows_unchanged';

/** Adds 1 to a counter of the run (atomic in SQL, whatever else writes). */
export async function bump(db: Db, runId: string, counter: Counter): Promise<void> {
  await db
    .updateTable('reptile_run')
    .set({ [counter]: sql`${sql.ref(counter)} + 1` })
    .where('id', '=', runId)
    .execute();
}

/** URLs whose fetch was under way when the last worker stopped go back to the queue. */
export async function requeueFetching(db: Db, runId: string): Promise<void> {
  await db
    .updateTable('reptile_frontier')
    .set({ status: 'pending' })
    .where('run_id', '=', runId)
    .where('status', '=', 'fetching')
    .execute();
}

/** The next waiting URLs, in the order found. */
export function pendingEntries(db: Db, runId: string, limit: number): Promise<FrontierRow[]> {
  return db
    .selectFrom('reptile_frontier')
    .selectAll()
    .where('run_id', '=', runId)
    .where('status', '=', 'pending')
    .orderBy('seq')
    .limit(limit)
    .execute();
}

/** Pages already attempted by the run (fetched or failed): what the max-pages budget counts. */
export async function attempted(db: Db, runId: string): Promise<number> {
  const row = await db
    .selectFrom('reptile_frontier')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('run_id', '=', runId)
    .where('status', 'in', ['done', 'failed'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Marks a URL; from 'pending' to 'fetching' only if still pending (false otherwise). */
export async function markEntry(
  db: Db,
  id: string,
  status: FrontierRow['status'],
  change: { http_status?: number | null; error?: string | null; fetched_at?: string } = {},
): Promise<boolean> {
  let query = db
    .updateTable('reptile_frontier')
    .set({ status, ...change })
    .where('id', '=', id);
  if (status === 'fetching') query = query.where('status', '=', 'pending');
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Adds URLs to the run's queue; ones it holds already are ignored. */
export async function enqueue(
  db: Db,
  runId: string,
  entries: readonly { url: string; kind: 'list' | 'detail'; depth: number }[],
): Promise<void> {
  if (entries.length === 0) return;
  const max = await db
    .selectFrom('reptile_frontier')
    .select((eb) => eb.fn.max('seq').as('m'))
    .where('run_id', '=', runId)
    .executeTakeFirst();
  let seq = Number(max?.m ?? 0) + 1;
  await db
    .insertInto('reptile_frontier')
    .values(
      entries.map((entry) => ({
        id: newId(),
        run_id: runId,
        ...entry,
        seq: seq++,
        status: 'pending' as const,
      })),
    )
    .onConflict((oc) => oc.columns(['run_id', 'url']).doNothing())
    .execute();
}

/** The identity of a row: its URL plus the project's key fields. */
export function dedupKeyOf(
  url: string,
  keyFields: readonly string[],
  values: Record<string, string>,
): string {
  return [url, ...keyFields.map((key) => values[key] ?? '')].join('\u0001');
}

/**
 * Saves a detail page's values: a new row, an update when the page changed since it was last collected
 * (a correction made through the form is kept while the page stays the same), or nothing.
 */
export async function upsertRow(
  db: Db,
  project: ProjectRow,
  runId: string,
  url: string,
  values: Record<string, string>,
  now: Date,
): Promise<'new' | 'updated' | 'unchanged'> {
  const keyFields = (project.key_fields ?? '').split(',').filter((k) => k !== '');
  const dedupKey = dedupKeyOf(url, keyFields, values);
  const hash = createHash('sha256').update(JSON.stringify(values)).digest('hex');
  const searchText = Object.values(values).join('\n').toLowerCase();
  const existing = await db
    .selectFrom('reptile_row')
    .select(['id', 'content_hash'])
    .where('project_id', '=', project.id)
    .where('dedup_key', '=', dedupKey)
    .executeTakeFirst();
  if (!existing) {
    await db
      .insertInto('reptile_row')
      .values({
        id: newId(),
        project_id: project.id,
        url,
        dedup_key: dedupKey,
        data_json: JSON.stringify(values),
        search_text: searchText,
        content_hash: hash,
        run_id: runId,
        created_by: 'reptile',
        created_at: now.toISOString(),
        updated_by: null,
        updated_at: null,
      })
      .execute();
    return 'new';
  }
  if (existing.content_hash === hash) return 'unchanged';
  await db
    .updateTable('reptile_row')
    .set({
      data_json: JSON.stringify(values),
      search_text: searchText,
      content_hash: hash,
      run_id: runId,
      updated_by: 'reptile',
      updated_at: now.toISOString(),
    })
    .where('id', '=', existing.id)
    .execute();
  return 'updated';
}
