/**
 * The livetable page widget's body (loaded lazily with the grid): reads the rows, resolves dictionaries into
 * the columns' choices and the names of users and departments, and keeps the rows in step with the server and
 * the other browsers on the page (sync.ts): each valid edit saved, new rows posted once valid, removed rows
 * deleted on 保存, a new order saved in one call, rows others saved applied, and after a lost connection what
 * could not be saved sent again and the rows re-read.
 */
import { useQueries } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { LivetableWidget } from '../../../schemas/generated/page';
import { LiveSocket, liveSocketUrl } from '../../livetable/liveSocket';
import { LiveTable, type LiveTableHandle } from '../../livetable/LiveTable';
import type { LiveColumn, LiveRow } from '../../livetable/types';
import {
  dictionaryQuery,
  hiddenByPrefix,
  useDataHost,
  useHostUser,
  useNotify,
  usePermissions,
} from '../../runtime';
import { LiveSync } from './sync';

const rowsOf = (result: unknown): LiveRow[] => {
  const records = Array.isArray(result) ? result : (result as { records?: unknown } | null)?.records;
  return Array.isArray(records) ? (records as LiveRow[]) : [];
};

const PICKERS = new Set(['user-select', 'depart-select']);
const nameKey = (column: string, value: string) => `${column}\u0000${value}`;

type Load = { rows: LiveRow[]; generation: number } | { error: string } | null;

/**
 * @example
 * <LivetableView widget={{ type: 'livetable', key: 't', options: { api: '/sys/position/list', saveApi: '/sys/position/edit', pageId: 'position', columns: [...] } }} />
 */
export default function LivetableView({ widget }: { widget: LivetableWidget }) {
  const { options } = widget;
  const host = useDataHost();
  const user = useHostUser();
  const notify = useNotify();
  const lists = usePermissions();
  const table = useRef<LiveTableHandle>(null);
  const [online, setOnline] = useState(false);
  const [load, setLoad] = useState<Load>(null);
  const [counts, setCounts] = useState({ unsaved: 0, deleted: 0 });
  const names = useRef(new Map<string, string>());
  const [namesVersion, setNamesVersion] = useState(0);
  const pageSize = options.pageSize ?? 1000;
  const sortKey = options.sortKey ?? 'orderNum';

  // One query per distinct dictionary; columns without one ask nothing.
  const codes = useMemo(
    () => [...new Set(options.columns.flatMap((column) => (column.dictCode ? [column.dictCode] : [])))],
    [options.columns],
  );
  const dictionaries = useQueries({ queries: codes.map((code) => dictionaryQuery(host, code)) });
  const loaded = dictionaries.map((query) => query.data);
  const columns = useMemo<LiveColumn[]>(
    () =>
      options.columns.map((column) => {
        const items = column.dictCode ? loaded[codes.indexOf(column.dictCode)] : undefined;
        return items
          ? { ...column, options: items.map((item) => ({ value: item.value, label: item.text })) }
          : column;
      }),
    // Rebuilt when a dictionary arrives, not on every render of the queries' array.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [options.columns, codes, ...loaded],
  );
  const columnsRef = useRef(columns);
  columnsRef.current = columns;

  /** The names of stored users and departments, from the rows' `<key>_dictText` (the list's display texts). */
  const learn = useCallback(
    (rows: readonly LiveRow[]) => {
      let changed = false;
      for (const column of options.columns) {
        if (!PICKERS.has(column.type)) continue;
        for (const row of rows) {
          const value = row[column.key];
          const text = row[`${column.key}_dictText`];
          if (value === undefined || value === null || value === '' || typeof text !== 'string') continue;
          const values = String(value).split(',');
          const texts = text.split(',');
          if (values.length !== texts.length) continue;
          values.forEach((item, i) => {
            const key = nameKey(column.key, item);
            if (texts[i] && names.current.get(key) !== texts[i]) {
              names.current.set(key, texts[i]!);
              changed = true;
            }
          });
        }
      }
      if (changed) setNamesVersion((n) => n + 1);
    },
    [options.columns],
  );
  const resolveLabel = useCallback(
    (column: LiveColumn, value: string) => names.current.get(nameKey(column.key, value)),
    // A new function when names arrive, so the cells draw them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [namesVersion],
  );

  const sync = useMemo(
    () =>
      new LiveSync({
        host,
        options: {
          api: options.api,
          pageSize,
          saveApi: options.saveApi,
          addApi: options.addApi,
          deleteApi: options.deleteApi,
          sortApi: options.sortApi,
          sortKey,
        },
        table: () => table.current,
        columns: () => columnsRef.current,
        error: (text) => notify.error(text),
        success: (text) => notify.success(text),
        remount: (rows) =>
          setLoad((old) => ({ rows, generation: old && 'generation' in old ? old.generation + 1 : 1 })),
        onCounts: setCounts,
        learn,
      }),
    // One engine per table definition; notify and learn are stable enough for its life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      host,
      options.api,
      options.saveApi,
      options.addApi,
      options.deleteApi,
      options.sortApi,
      sortKey,
      pageSize,
    ],
  );
  useEffect(() => () => sync.stop(), [sync]);

  useEffect(() => {
    let live = true;
    host
      .get(options.api, { pageNo: 1, pageSize }, { silent: true })
      .then((answer) => {
        if (!live) return;
        if (!answer.success) return setLoad({ error: answer.message || '读取表格数据失败，请刷新页面重试' });
        const rows = rowsOf(answer.result);
        learn(rows);
        setLoad({ rows, generation: 0 });
      })
      .catch((error: unknown) => {
        if (live) setLoad({ error: host.failureOf(error).message || '读取表格数据失败，请刷新页面重试' });
      });
    return () => {
      live = false;
    };
  }, [host, options.api, pageSize, learn]);

  const userId = user?.id === undefined ? '' : String(user.id);
  useEffect(() => {
    const token = host.sessionToken()?.token;
    if (!userId || !token) return;
    let everOpen = false;
    let open = false;
    const live = new LiveSocket({
      url: liveSocketUrl(window.location, userId, options.pageId),
      token,
      caseId: `${options.pageId}-${Math.random().toString(36).slice(2)}`,
      onRow: (row) => sync.receive(row),
      onRemove: (ids) => sync.removed(ids),
      onStatus: (now) => {
        setOnline(now);
        // Back after a loss: what could not be saved is sent, and rows saved meanwhile are read.
        if (now && !open && everOpen) void sync.reconnected();
        everOpen ||= now;
        open = now;
      },
    });
    live.start();
    return () => live.stop();
  }, [host, userId, options.pageId, sync]);

  const pre = options.authPre
    ? options.authPre.endsWith(':')
      ? options.authPre
      : `${options.authPre}:`
    : '';
  const hidden = useMemo(() => new Set(pre ? hiddenByPrefix(pre, lists) : []), [pre, lists]);
  /** SPEC §6: under the prefix, a button the system enforces and the user lacks is hidden. */
  const hasAuth = useCallback(
    (code: string) => !code.startsWith(pre) || !hidden.has(code.slice(pre.length)),
    [pre, hidden],
  );

  // Saved rows reach the other browsers from the server (the module publishes what it saved), not from here.
  const onRowChange = useCallback(
    (row: LiveRow, _key: string, error: string | undefined, rowKey: string) =>
      sync.rowChanged(row, error, rowKey),
    [sync],
  );

  if (load === null) return <Spin />;
  if ('error' in load) return <Alert type="error" showIcon message={load.error} />;
  const editable = !!(options.addApi || options.deleteApi);
  return (
    <div className="dg-livetable-widget" data-online={online ? 'yes' : 'no'}>
      <div
        className="dg-livetable-status"
        style={{ marginBottom: 6, display: 'flex', gap: 16, flexWrap: 'wrap', color: '#999' }}
      >
        <span style={{ color: online ? '#52c41a' : '#999' }}>
          {online ? '● 实时同步中' : '○ 未连接实时同步，5 秒后重试'}
        </span>
        {counts.unsaved > 0 && (
          <span role="status" style={{ color: '#fa8c16' }}>
            {counts.unsaved} 行未保存：连接恢复后自动保存
          </span>
        )}
        {counts.deleted > 0 && (
          <span role="status" style={{ color: '#ff4d4f' }}>
            已标记删除 {counts.deleted} 行，点“保存”后删除
          </span>
        )}
      </div>
      <LiveTable
        key={load.generation}
        ref={table}
        columns={columns}
        rows={load.rows}
        height={options.height ?? 420}
        toolbar={editable}
        uploadSession={() => host.sessionToken()}
        onRowChange={onRowChange}
        dragSort={!!options.sortApi && hasAuth(`${pre}sort`)}
        sortKey={options.sortApi ? sortKey : undefined}
        onReorder={options.sortApi ? (changed) => void sync.reorder(changed) : undefined}
        onDeletedChange={(deleted) => sync.deletedChanged(deleted)}
        onSave={options.deleteApi ? () => void sync.saveDeleted() : undefined}
        authPre={pre || undefined}
        hasAuth={pre ? hasAuth : undefined}
        resolveLabel={resolveLabel}
      />
    </div>
  );
}
