/**
 * The crawl worker of one server process. It polls the database for runs nobody holds, claims one with a
 * lease (runs.ts claimRun: exactly one process wins), and works its frontier politely: per host at most
 * `concurrency` fetches at once and `delay` between starts, robots.txt obeyed, the page budget kept. The
 * lease is renewed every few seconds; the cancel flag is read as often, and a cancel aborts the fetches in
 * flight. On shutdown the worker gives its runs back unfinished, and whoever claims them next resumes from
 * the frontier (a process that died is taken over once its lease lapses, LEASE_MS).
 */
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import robotsParser from 'robots-parser';
import type { Database } from '../../db/index';
import { extractFields, inScope, listLinks, type FieldRule, type Scope } from './extract';
import { fetchPage, FetchFailure } from './fetcher';
import type { ProjectRow } from './projects';
import * as runs from './runs';
import type { AllowList } from './safety';

type Db = Kysely<Database>;

/** Largest page body read (bytes). */
export const MAX_PAGE_BYTES = 2 * 1024 * 1024;
const POLL_MS = 1000;
const WATCH_MS = 300;

export interface WorkerOptions {
  db: Db;
  clock: () => Date;
  allow: AllowList;
  /** Told of a run's progress (at most every 250 ms while it runs, and when it ends). */
  onProgress(run: runs.RunRecord): void;
  log: { warn(obj: unknown, msg: string): void };
}

interface Active {
  abort: AbortController;
  done: Promise<void>;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', wake);
      resolve();
    };
    const timer = setTimeout(wake, ms);
    signal.addEventListener('abort', wake, { once: true });
  });

/**
 * @example
 * const worker = new ReptileWorker({ db, clock, allow, onProgress, log }); worker.start(); … await worker.stop();
 */
export class ReptileWorker {
  /** This process's name in claimed_by. */
  readonly id = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  private readonly active = new Map<string, Active>();
  private timer: NodeJS.Timeout | undefined;
  private polling = false;
  private started = false;
  private stopped = false;

  constructor(private readonly options: WorkerOptions) {}

  start(): void {
    this.started = true;
    this.timer = setInterval(() => void this.poll(), POLL_MS);
    this.timer.unref();
    void this.poll();
  }

  /** Looks for work now (after a start, rather than at the next poll). */
  kick(): void {
    if (this.started) void this.poll();
  }

  /** Aborts a run this process works (a cancel answered here stops at once; others see the flag). */
  abortLocal(runId: string): void {
    this.active.get(runId)?.abort.abort();
  }

  /** Stops polling, aborts the runs in hand and gives them back unfinished. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    for (const active of this.active.values()) active.abort.abort();
    await Promise.all([...this.active.values()].map((active) => active.done));
  }

  private async poll(): Promise<void> {
    if (this.polling || this.stopped) return;
    this.polling = true;
    try {
      const { db, clock } = this.options;
      for (const { id } of await runs.claimableRuns(db, clock())) {
        if (this.stopped || this.active.has(id)) continue;
        if (!(await runs.claimRun(db, id, this.id, clock()))) continue;
        const abort = new AbortController();
        const done = this.work(id, abort).finally(() => this.active.delete(id));
        this.active.set(id, { abort, done });
      }
    } catch (error) {
      this.options.log.warn({ err: error }, 'reptile poll failed');
    } finally {
      this.polling = false;
    }
  }

  private async work(runId: string, abort: AbortController): Promise<void> {
    const { db, clock } = this.options;
    let lastSent = 0;
    const progress = async (force = false) => {
      if (!force && Date.now() - lastSent < 250) return;
      lastSent = Date.now();
      const run = await runs.findRun(db, runId);
      if (run) this.options.onProgress(await runs.runRecord(db, run));
    };
    // Lease and cancel flag, read on a short beat so a cancel from any process stops within a moment.
    let cancelled = false;
    let lost = false;
    let lastRenew = Date.now();
    const watch = setInterval(async () => {
      try {
        const run = await runs.findRun(db, runId);
        if (run?.cancel_requested) {
          cancelled = true;
          abort.abort();
        }
        if (Date.now() - lastRenew > 5000) {
          lastRenew = Date.now();
          if (!(await runs.renewLease(db, runId, this.id, clock()))) {
            lost = true;
            abort.abort();
          }
        }
      } catch (error) {
        this.options.log.warn({ err: error }, 'reptile watch failed');
      }
    }, WATCH_MS);
    try {
      const run = await runs.findRun(db, runId);
      if (!run) return;
      if (run.cancel_requested) cancelled = true;
      const project = await db
        .selectFrom('reptile_project')
        .selectAll()
        .where('id', '=', run.project_id)
        .executeTakeFirst();
      if (!project) return void (await runs.finishRun(db, runId, 'failed', '项目已删除', clock()));
      await runs.requeueFetching(db, runId);
      await progress(true);
      if (!cancelled) await this.crawl(project, runId, abort.signal, () => progress());
      if (lost) return;
      if (
        cancelled ||
        (abort.signal.aborted && !this.stopped) ||
        (await runs.findRun(db, runId))?.cancel_requested
      ) {
        await runs.finishRun(db, runId, 'cancelled', '已取消', clock());
      } else if (this.stopped) {
        await runs.releaseRun(db, runId, this.id);
        return;
      } else {
        const end = await runs.findRun(db, runId);
        await runs.finishRun(db, runId, 'done', summaryOf(end!), clock());
      }
      await progress(true);
    } catch (error) {
      this.options.log.warn({ err: error }, 'reptile run failed');
      await runs
        .finishRun(db, runId, 'failed', `同步出错：${(error as Error).message}`, clock())
        .catch(() => {});
      await progress(true).catch(() => {});
    } finally {
      clearInterval(watch);
    }
  }

  private async crawl(
    project: ProjectRow,
    runId: string,
    signal: AbortSignal,
    progress: () => Promise<void>,
  ) {
    const { db, clock, allow } = this.options;
    const starts = JSON.parse(project.start_urls) as string[];
    const fields = JSON.parse(project.fields_json) as FieldRule[];
    const scope: Scope = {
      sameHost: project.same_host === 1,
      hosts: new Set(starts.map((url) => new URL(url).host)),
      include: (project.include_patterns ?? '').split('\n').filter(Boolean),
      exclude: (project.exclude_patterns ?? '').split('\n').filter(Boolean),
    };
    const fetchOptions = {
      userAgent: project.user_agent,
      timeoutMs: project.timeout_ms,
      maxBytes: MAX_PAGE_BYTES,
      allow,
      signal,
    };
    const robots = new Map<string, Promise<((url: string) => boolean) | string>>();
    const robotsOf = (origin: string) => {
      if (!robots.has(origin))
        robots.set(
          origin,
          fetchPage(`${origin}/robots.txt`, fetchOptions).then(
            (page) => {
              const parsed = robotsParser(`${origin}/robots.txt`, page.body);
              return (url: string) => parsed.isAllowed(url, project.user_agent) !== false;
            },
            (error: FetchFailure) =>
              // No robots.txt (4xx) allows everything; one that cannot be read (5xx, network) allows nothing.
              error.status !== null && error.status >= 400 && error.status < 500
                ? () => true
                : `robots.txt 无法读取（${error.message}），按规则不采集该站点`,
          ),
        );
      return robots.get(origin)!;
    };

    let budget = project.max_pages - (await runs.attempted(db, runId));
    const inFlight = new Map<string, number>();
    const nextAt = new Map<string, number>();
    const tasks = new Set<Promise<void>>();

    const visit = async (entry: runs.FrontierRow) => {
      const host = new URL(entry.url).host;
      try {
        if (project.obey_robots === 1) {
          const rule = await robotsOf(new URL(entry.url).origin);
          const refusal =
            typeof rule === 'string' ? rule : rule(entry.url) ? undefined : 'robots.txt 禁止采集该地址';
          if (refusal) {
            await runs.markEntry(db, entry.id, 'skipped', { error: refusal });
            await runs.bump(db, runId, 'pages_skipped');
            budget++;
            return;
          }
        }
        const page = await fetchPage(entry.url, fetchOptions);
        await this.digest(project, fields, scope, runId, entry, page.url, page.body);
        await runs.markEntry(db, entry.id, 'done', {
          http_status: page.status,
          fetched_at: clock().toISOString(),
        });
        await runs.bump(db, runId, 'pages_fetched');
      } catch (error) {
        if (signal.aborted) {
          await runs.markEntry(db, entry.id, 'pending');
          return;
        }
        const failure =
          error instanceof FetchFailure ? error : new FetchFailure(`解析失败：${(error as Error).message}`);
        await runs.markEntry(db, entry.id, 'failed', {
          http_status: failure.status,
          error: failure.message.slice(0, 500),
          fetched_at: clock().toISOString(),
        });
        await runs.bump(db, runId, 'pages_failed');
      } finally {
        inFlight.set(host, (inFlight.get(host) ?? 1) - 1);
        await progress();
      }
    };

    while (!signal.aborted) {
      let started = false;
      if (budget > 0) {
        const now = Date.now();
        for (const entry of await runs.pendingEntries(db, runId, 50)) {
          const host = new URL(entry.url).host;
          if ((inFlight.get(host) ?? 0) >= project.concurrency || (nextAt.get(host) ?? 0) > now) continue;
          if (!(await runs.markEntry(db, entry.id, 'fetching'))) continue;
          inFlight.set(host, (inFlight.get(host) ?? 0) + 1);
          nextAt.set(host, now + project.delay_ms);
          budget--;
          const task = visit(entry).finally(() => tasks.delete(task));
          tasks.add(task);
          started = true;
          break;
        }
      }
      if (started) continue;
      if (tasks.size === 0) {
        const more = budget > 0 ? await runs.pendingEntries(db, runId, 1) : [];
        if (more.length === 0) break;
      }
      const wake = Math.max(5, Math.min(50, ...[...nextAt.values()].map((at) => at - Date.now())));
      await Promise.race([...tasks, sleep(wake, signal)]);
    }
    await Promise.all(tasks);
  }

  /** A fetched page: a list page queues its links, a detail page saves its row. */
  private async digest(
    project: ProjectRow,
    fields: readonly FieldRule[],
    scope: Scope,
    runId: string,
    entry: runs.FrontierRow,
    finalUrl: string,
    html: string,
  ): Promise<void> {
    const { db, clock } = this.options;
    if (entry.kind === 'list') {
      if (entry.depth >= project.max_depth) return;
      const links = listLinks(html, finalUrl, project.list_selector, project.next_selector);
      const keep = (url: string) => inScope(url, scope);
      await runs.enqueue(db, runId, [
        ...links.details
          .filter(keep)
          .map((url) => ({ url, kind: 'detail' as const, depth: entry.depth + 1 })),
        ...links.next.filter(keep).map((url) => ({ url, kind: 'list' as const, depth: entry.depth + 1 })),
      ]);
      return;
    }
    const values = extractFields(html, finalUrl, fields);
    const outcome = await runs.upsertRow(db, project, runId, entry.url, values, clock());
    await runs.bump(
      db,
      runId,
      outcome === 'new' ? 'rows_new' : outcome === 'updated' ? 'rows_updated' : 'rows_unchanged',
    );
  }
}

/** 完成：抓取 12 页，失败 2 页，跳过 1 页；新增 9 行，更新 0 行 */
function summaryOf(run: runs.RunRow): string {
  return `完成：抓取 ${run.pages_fetched} 页，失败 ${run.pages_failed} 页，跳过 ${run.pages_skipped} 页；新增 ${run.rows_new} 行，更新 ${run.rows_updated} 行，未变 ${run.rows_unchanged} 行`;
}
