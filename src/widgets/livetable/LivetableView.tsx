/**
 * The livetable page widget's body (loaded lazily with the grid): reads the rows, resolves dictionaries into
 * the columns' choices, saves a row when one of its cells changes validly, and shares the saved row with the
 * other browsers on the page over the live socket; rows they save are applied here.
 */
import { useQueries } from '@tanstack/react-query';
import { Alert, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { LivetableWidget } from '../../../schemas/generated/page';
import { LiveSocket, liveSocketUrl } from '../../livetable/liveSocket';
import { LiveTable, type LiveTableHandle } from '../../livetable/LiveTable';
import type { LiveColumn, LiveRow } from '../../livetable/types';
import { dictionaryQuery, useApiQuery, useDataHost, useHostUser } from '../../runtime';

const rowsOf = (result: unknown): LiveRow[] => {
  const records = Array.isArray(result) ? result : (result as { records?: unknown } | null)?.records;
  return Array.isArray(records) ? (records as LiveRow[]) : [];
};

/**
 * @example
 * <LivetableView widget={{ type: 'livetable', key: 't', options: { api: '/sys/position/list', saveApi: '/sys/position/edit', pageId: 'position', columns: [...] } }} />
 */
export default function LivetableView({ widget }: { widget: LivetableWidget }) {
  const { options } = widget;
  const host = useDataHost();
  const user = useHostUser();
  const table = useRef<LiveTableHandle>(null);
  const socket = useRef<LiveSocket | null>(null);
  const [online, setOnline] = useState(false);
  const { data: body, isLoading } = useApiQuery<unknown>(options.api, {
    pageNo: 1,
    pageSize: options.pageSize ?? 1000,
  });
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

  const userId = user?.id === undefined ? '' : String(user.id);
  useEffect(() => {
    const token = host.sessionToken()?.token;
    if (!userId || !token) return;
    const live = new LiveSocket({
      url: liveSocketUrl(window.location, userId, options.pageId),
      token,
      caseId: `${options.pageId}-${Math.random().toString(36).slice(2)}`,
      onRow: (row) => table.current?.applyRow(row),
      onRemove: (ids) => table.current?.removeRows(ids),
      onStatus: setOnline,
    });
    socket.current = live;
    live.start();
    return () => live.stop();
  }, [host, userId, options.pageId]);

  const save = async (row: LiveRow, _key: string, error?: string) => {
    if (error || row.id === undefined) return;
    const answer = await host.put(options.saveApi, row);
    if (answer.success) socket.current?.sendRow(row as LiveRow & { id: string | number });
  };

  if (isLoading) return <Spin />;
  if (body && !body.success)
    return <Alert type="error" showIcon message={body.message || '读取表格数据失败，请刷新页面重试'} />;
  return (
    <div className="dg-livetable-widget" data-online={online ? 'yes' : 'no'}>
      <div style={{ marginBottom: 6, color: online ? '#52c41a' : '#999' }}>
        {online ? '● 实时同步中' : '○ 未连接实时同步，5 秒后重试'}
      </div>
      <LiveTable
        ref={table}
        columns={columns}
        rows={rowsOf(body?.result)}
        height={options.height ?? 420}
        toolbar={false}
        uploadSession={() => host.sessionToken()}
        onRowChange={(row, key, error) => void save(row, key, error)}
      />
    </div>
  );
}
