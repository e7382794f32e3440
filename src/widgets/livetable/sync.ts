/**
 * What the livetable page widget does with the server besides drawing the grid (docs/livetable.md "The page
 * widget"): saves each valid edit (PUT saveApi), posts a new row once it is valid (POST addApi, then the
 * answer's row with its id takes its place), deletes the queued rows on 保存 (DELETE deleteApi ids), saves a
 * new order in one call (PUT sortApi), applies rows other browsers or the server saved, and after a lost
 * connection saves what could not be saved and re-reads the rows.
 *
 * Nothing typed is lost: a save that fails because the server cannot be reached keeps the row as typed
 * (counted as 未保存) and is sent again as soon as the live socket is back, before the rows are re-read — a
 * re-read never overwrites a row still waiting to be saved.
 */
import type { DataHost } from '../../runtime';
import type { LiveTableHandle } from '../../livetable/LiveTable';
import type { LiveColumn, LiveRow } from '../../livetable/types';
import { validateRows } from '../../livetable/validation';

export interface SyncOptions {
  api: string;
  pageSize: number;
  saveApi: string;
  addApi?: string;
  deleteApi?: string;
  sortApi?: string;
  sortKey: string;
}

export interface SyncDeps {
  host: DataHost;
  options: SyncOptions;
  table: () => LiveTableHandle | null;
  columns: () => readonly LiveColumn[];
  /** Tells the user of a refusal (a 4xx with the server's message). */
  error: (text: string) => void;
  success: (text: string) => void;
  /** Shows the grid anew with these rows (a changed order; the rows' keys stay those of their ids). */
  remount: (rows: LiveRow[]) => void;
  /** The rows waiting to be saved, or the saved rows queued to delete, changed in number. */
  onCounts: (counts: { unsaved: number; deleted: number }) => void;
  /** Rows arrived with display texts (`<key>_dictText`) for the picker columns. */
  learn: (rows: readonly LiveRow[]) => void;
}

type Saved = LiveRow & { id: string | number };

const rowsOf = (result: unknown): LiveRow[] => {
  const records = Array.isArray(result) ? result : (result as { records?: unknown } | null)?.records;
  return Array.isArray(records) ? (records as LiveRow[]) : [];
};

/** Did the request fail because the server could not be reached (or answered as a proxy with it gone)? */
const unreachable = (status: number | undefined) =>
  status === undefined || status === 502 || status === 503 || status === 504;

/** The row without the display texts the list adds, as the save calls take it. */
function body(row: LiveRow): LiveRow {
  const out: LiveRow = {};
  for (const [key, value] of Object.entries(row)) if (!key.endsWith('_dictText')) out[key] = value;
  return out;
}

/**
 * @example
 * const sync = new LiveSync({ host, options, table: () => ref.current, columns: () => columns, ... });
 * <LiveTable onRowChange={(row, key, error, rowKey) => sync.rowChanged(row, error, rowKey)} ... />
 */
export class LiveSync {
  /** The newest state of rows the user changed, by the grid's row key. */
  private readonly latest = new Map<string, LiveRow>();
  /** Rows whose save failed for want of a server, by row key: sent again on reconnect. */
  private readonly unsaved = new Map<string, LiveRow>();
  /** New rows being posted, by row key; a change while posting is sent as an edit afterwards. */
  private readonly adding = new Map<string, LiveRow>();
  /** Rows from the socket while a post is under way (its echo may come before its answer). */
  private held: LiveRow[] = [];
  /** Saved rows removed in the grid, not yet deleted: those of earlier grids (before a remount) and the grid's own. */
  private carried: LiveRow[] = [];
  private gridDeleted: LiveRow[] = [];
  private resortTimer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;

  constructor(private readonly deps: SyncDeps) {}

  stop() {
    this.stopped = true;
    clearTimeout(this.resortTimer);
  }

  /** The saved rows queued to delete. */
  deleted(): LiveRow[] {
    const seen = new Set<string>();
    return [...this.carried, ...this.gridDeleted].filter((row) => {
      const id = String(row.id);
      if (seen.has(id)) return false;
      seen.add(id);
      return true;
    });
  }

  private counts() {
    this.deps.onCounts({ unsaved: this.unsaved.size, deleted: this.deleted().length });
  }

  /** The grid's onRowChange. */
  rowChanged(row: LiveRow, error: string | undefined, rowKey: string) {
    this.latest.set(rowKey, row);
    if (error) return;
    if (row.id === undefined) void this.add(rowKey, row);
    else void this.save(rowKey, row);
  }

  /** The grid's onDeletedChange. */
  deletedChanged(rows: LiveRow[]) {
    this.gridDeleted = rows;
    this.counts();
  }

  private fail(error: unknown, rowKey: string, row: LiveRow, what: string) {
    const { status, message } = this.deps.host.failureOf(error);
    if (unreachable(status)) {
      this.unsaved.set(rowKey, row);
      this.counts();
      return;
    }
    this.deps.error(`${what}失败：${message || '请稍后重试'}`);
  }

  private async save(rowKey: string, row: LiveRow) {
    if (this.adding.has(rowKey)) return; // sent as an edit once its post is answered
    try {
      const answer = await this.deps.host.put<LiveRow>(this.deps.options.saveApi, body(row), {
        silent: true,
      });
      if (!answer.success) return this.deps.error(`保存失败：${answer.message || '请稍后重试'}`);
      if (this.unsaved.get(rowKey) === row || this.latest.get(rowKey) === row) this.unsaved.delete(rowKey);
      this.counts();
      if (answer.result && typeof answer.result === 'object') this.deps.learn([answer.result]);
    } catch (error) {
      this.fail(error, rowKey, row, '保存');
    }
  }

  /** Is the new row complete and valid (every rule of every column, unique among the rows)? Marks nothing. */
  private valid(row: LiveRow): boolean {
    const rows = this.deps.table()?.getValues().rows ?? [];
    const index = rows.indexOf(row);
    const all = index < 0 ? [...rows, row] : rows;
    const at = index < 0 ? all.length - 1 : index;
    return !validateRows(all, this.deps.columns()).some((error) => error.rowIndex === at);
  }

  private async add(rowKey: string, row: LiveRow) {
    const { addApi } = this.deps.options;
    if (!addApi || this.adding.has(rowKey) || !this.valid(row)) return;
    this.adding.set(rowKey, row);
    try {
      const answer = await this.deps.host.post<LiveRow>(addApi, body(row), { silent: true });
      if (!answer.success || !answer.result || answer.result.id === undefined) {
        this.deps.error(`新增失败：${answer.message || '请稍后重试'}`);
        return;
      }
      this.unsaved.delete(rowKey);
      const saved = answer.result;
      this.deps.learn([saved]);
      const newest = this.latest.get(rowKey) ?? row;
      const changedMeanwhile = newest !== row;
      // What the user typed while the post was under way wins over the answer; it is then saved as an edit.
      const next = changedMeanwhile ? { ...saved, ...newest, id: saved.id } : saved;
      this.adding.delete(rowKey);
      this.deps.table()?.replaceRow(rowKey, next);
      this.latest.set(rowKey, next);
      if (changedMeanwhile) void this.save(rowKey, next);
    } catch (error) {
      this.fail(error, rowKey, row, '新增');
    } finally {
      this.adding.delete(rowKey);
      this.counts();
      if (this.adding.size === 0) this.release();
    }
  }

  /** A row from the socket (another browser's save, or the server's). */
  receive(row: Saved) {
    if (this.adding.size > 0) {
      this.held.push(row);
      return;
    }
    this.apply([row]);
  }

  private release() {
    const rows = this.held;
    this.held = [];
    if (rows.length) this.apply(rows);
  }

  private waitingIds(): Set<string> {
    const ids = new Set<string>();
    for (const row of this.unsaved.values()) if (row.id !== undefined) ids.add(String(row.id));
    for (const row of this.deleted()) ids.add(String(row.id));
    return ids;
  }

  private apply(rows: readonly LiveRow[]) {
    const table = this.deps.table();
    if (!table) return;
    const waiting = this.waitingIds();
    this.deps.learn(rows);
    for (const row of rows) if (!waiting.has(String(row.id))) table.applyRow(row);
    this.scheduleResort();
  }

  /** Rows deleted elsewhere (remove_vxe_table). */
  removed(ids: ReadonlyArray<string | number>) {
    this.deps.table()?.removeRows(ids);
  }

  private scheduleResort() {
    clearTimeout(this.resortTimer);
    this.resortTimer = setTimeout(() => this.resort(), 30);
  }

  /**
   * Puts the rows in sort-key order when they are not (a row added elsewhere in the middle, another browser's
   * drag), by showing the grid anew — only when nothing local would be lost by it: no new row, nothing
   * unsaved, no post under way.
   */
  private resort() {
    if (this.stopped) return;
    const table = this.deps.table();
    if (!table) return;
    const key = this.deps.options.sortKey;
    const rows = table.getValues().rows;
    const order = (row: LiveRow) => {
      const n = Number(row[key]);
      return row[key] === undefined || row[key] === null || Number.isNaN(n) ? Number.MAX_SAFE_INTEGER : n;
    };
    const sorted = rows.every((row, i) => i === 0 || order(rows[i - 1]!) <= order(row));
    if (sorted) return;
    if (rows.some((row) => row.id === undefined) || this.unsaved.size || this.adding.size) return;
    this.carried = this.deleted();
    this.gridDeleted = [];
    this.latest.clear();
    this.deps.remount(
      rows
        .map((row, i) => ({ row, i }))
        .sort((a, b) => order(a.row) - order(b.row) || a.i - b.i)
        .map((x) => x.row),
    );
  }

  /** The grid's onReorder: the renumbered saved rows in one call. */
  async reorder(changed: LiveRow[]) {
    const { sortApi, sortKey } = this.deps.options;
    if (!sortApi) return;
    const items = changed
      .filter((row) => row.id !== undefined)
      .map((row) => ({ id: row.id, orderNum: Number(row[sortKey]) }));
    if (items.length === 0) return;
    try {
      const answer = await this.deps.host.put(sortApi, { items }, { silent: true });
      if (!answer.success) throw Object.assign(new Error(answer.message), { answer });
    } catch (error) {
      const { message } = this.deps.host.failureOf(error);
      this.deps.error(`排序未保存：${message || '请稍后重试'}`);
      await this.reload();
    }
  }

  /** The grid's 保存: deletes the queued rows in one call. */
  async saveDeleted() {
    const { deleteApi } = this.deps.options;
    const rows = this.deleted();
    if (!deleteApi) return;
    if (rows.length === 0) return this.deps.success('没有要删除的行');
    try {
      const answer = await this.deps.host.delete(
        deleteApi,
        { ids: rows.map((row) => String(row.id)).join(',') },
        { silent: true },
      );
      if (!answer.success) return this.deps.error(`删除失败：${answer.message || '请稍后重试'}`);
      this.carried = [];
      this.gridDeleted = [];
      this.deps.table()?.clearDeleted();
      this.counts();
      this.deps.success(`已删除 ${rows.length} 行`);
    } catch (error) {
      const { message } = this.deps.host.failureOf(error);
      this.deps.error(`删除失败：${message || '服务器暂时无法连接，请稍后再点 保存'}`);
    }
  }

  /** The socket is back after a loss: the rows that could not be saved are sent, then the rows re-read. */
  async reconnected() {
    const waiting = [...this.unsaved.entries()];
    for (const [rowKey, row] of waiting) {
      const newest = this.latest.get(rowKey) ?? row;
      if (newest.id === undefined) await this.add(rowKey, newest);
      else await this.save(rowKey, newest);
    }
    await this.reload();
  }

  /** Reads the rows again and merges them: saved rows updated or added, rows gone elsewhere dropped. */
  async reload() {
    const table = this.deps.table();
    if (!table || this.stopped) return;
    let fresh: LiveRow[];
    try {
      const answer = await this.deps.host.get(
        this.deps.options.api,
        { pageNo: 1, pageSize: this.deps.options.pageSize },
        { silent: true },
      );
      if (!answer.success) return;
      fresh = rowsOf(answer.result);
    } catch {
      return; // the next reconnect tries again
    }
    const ids = new Set(fresh.map((row) => String(row.id)));
    const gone = table
      .getValues()
      .rows.filter(
        (row) => row.id !== undefined && !ids.has(String(row.id)) && !this.waitingIds().has(String(row.id)),
      )
      .map((row) => row.id as string | number);
    if (gone.length) table.removeRows(gone);
    this.apply(fresh);
  }
}
