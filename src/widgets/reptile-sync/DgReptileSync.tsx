import { Alert, Button, Card, Descriptions, Flex, Popconfirm, Progress, Tag } from 'antd';
import { useEffect, useState } from 'react';
import type { ReptileSyncOptions } from '../../../schemas/generated/page';
import {
  resolveParams,
  useApiQuery,
  useDataHost,
  useHostUser,
  useInvalidateApi,
  usePageScope,
} from '../../runtime';

const BASE = '/ywcj/tZszhYwcjReptile';
/** The live socket page the server pushes run progress on (server/modules/reptile/routes.ts). */
const LIVE_PAGE = 'reptile';

/** A run as the server answers and pushes it. */
export interface RunView {
  id: string;
  projectId: string;
  runNo: number;
  status: 'queued' | 'running' | 'done' | 'failed' | 'cancelled' | 'interrupted';
  pagesFetched: number;
  pagesFailed: number;
  pagesSkipped: number;
  pagesQueued: number;
  rowsNew: number;
  rowsUpdated: number;
  rowsUnchanged: number;
  percent: number;
  message: string | null;
}

const STATUS: Record<RunView['status'], { text: string; color: string }> = {
  queued: { text: '排队中', color: 'default' },
  running: { text: '同步中', color: 'processing' },
  done: { text: '已完成', color: 'success' },
  failed: { text: '失败', color: 'error' },
  cancelled: { text: '已取消', color: 'warning' },
  interrupted: { text: '已中断', color: 'warning' },
};

const isActive = (run: RunView | null) =>
  run !== null && (run.status === 'queued' || run.status === 'running');

/** Run progress pushed on the live socket while this widget is open (JSON frames `{ type, data }`). */
function useLiveProgress(projectId: string, onRun: (run: RunView) => void) {
  const host = useDataHost();
  const user = useHostUser();
  const userId = user?.id === undefined ? '' : String(user.id);
  useEffect(() => {
    const token = host.sessionToken()?.token;
    if (!userId || !token || !projectId || typeof WebSocket === 'undefined') return;
    const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
    const socket = new WebSocket(`${scheme}://${window.location.host}/vxeSocket/${userId}/${LIVE_PAGE}`, [
      token,
    ]);
    socket.onmessage = (event) => {
      try {
        const message = JSON.parse(String(event.data)) as { type?: string; data?: RunView };
        if (message.type === 'reptile_progress' && message.data?.projectId === projectId) onRun(message.data);
      } catch {
        // not ours
      }
    };
    const beat = setInterval(() => {
      if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'heart_beat', data: '' }));
    }, 10_000);
    return () => {
      clearInterval(beat);
      socket.close();
    };
    // onRun is a state setter's wrapper; the socket follows the project only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [host, userId, projectId]);
}

/**
 * A project's synchronisation: 开始同步 / 取消同步, a progress bar and the counts of the newest run, pushed live
 * over the socket (and read again each second while it runs, should the socket be away).
 *
 * @example
 * <DgReptileSync options={{ projectId: '{{ $row.id }}' }} />
 */
export function DgReptileSync({ options }: { options: ReptileSyncOptions }) {
  const scope = usePageScope();
  const projectId = String(resolveParams({ projectId: options.projectId }, scope).projectId ?? '');
  const host = useDataHost();
  const invalidate = useInvalidateApi();
  const { data: body, refetch } = useApiQuery<RunView | null>(
    `${BASE}/progress`,
    { projectId },
    { enabled: !!projectId },
  );
  const [run, setRun] = useState<RunView | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  useEffect(() => {
    if (body?.success) setRun(body.result);
  }, [body]);
  useLiveProgress(projectId, (next) =>
    setRun((current) => (current && current.id !== next.id && next.runNo < current.runNo ? current : next)),
  );
  const active = isActive(run);
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => void refetch(), 1000);
    return () => clearInterval(timer);
  }, [active, refetch]);
  useEffect(() => {
    // A run that ended: its history and the project list show it.
    if (run && !active) void invalidate([`${BASE}/runs`, '/reptile/project/list']);
  }, [run?.status, active]); // eslint-disable-line react-hooks/exhaustive-deps

  const call = async (path: string) => {
    setBusy(true);
    setError('');
    try {
      const answer = await host.post<RunView | null>(`${BASE}/${path}`, { id: projectId });
      if (!answer.success) setError(answer.message);
      else {
        host.notify?.success(answer.message);
        if (answer.result) setRun(answer.result);
        await refetch();
      }
    } catch (failure) {
      setError(host.failureOf(failure).message ?? '请求失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };

  const status = run ? STATUS[run.status] : null;
  return (
    <Card
      size="small"
      title={options.title ?? '同步'}
      data-testid="reptile-sync"
      style={{ marginBottom: 16 }}
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Flex gap={12} align="center" style={{ marginBottom: 12 }}>
        <Button
          type="primary"
          loading={busy && !active}
          disabled={active || !projectId}
          onClick={() => void call('synReptile')}
        >
          开始同步
        </Button>
        {active && (
          <Popconfirm title="确定取消本次同步吗？" onConfirm={() => void call('cancel')}>
            <Button danger>取消同步</Button>
          </Popconfirm>
        )}
        {status && <Tag color={status.color}>{`第 ${run!.runNo} 次 · ${status.text}`}</Tag>}
      </Flex>
      {run ? (
        <>
          <Progress
            percent={run.percent}
            status={
              run.status === 'done'
                ? 'success'
                : run.status === 'failed'
                  ? 'exception'
                  : active
                    ? 'active'
                    : 'normal'
            }
            aria-label="同步进度"
          />
          <Descriptions size="small" column={4} style={{ marginTop: 12 }}>
            <Descriptions.Item label="已抓取">{run.pagesFetched}</Descriptions.Item>
            <Descriptions.Item label="排队">{run.pagesQueued}</Descriptions.Item>
            <Descriptions.Item label="失败">{run.pagesFailed}</Descriptions.Item>
            <Descriptions.Item label="跳过">{run.pagesSkipped}</Descriptions.Item>
            <Descriptions.Item label="新增行">{run.rowsNew}</Descriptions.Item>
            <Descriptions.Item label="更新行">{run.rowsUpdated}</Descriptions.Item>
            <Descriptions.Item label="未变行">{run.rowsUnchanged}</Descriptions.Item>
          </Descriptions>
          {run.message && <div data-testid="reptile-sync-message">{run.message}</div>}
        </>
      ) : (
        <div style={{ color: 'rgba(0,0,0,0.45)' }}>还没有同步过，点「开始同步」采集数据</div>
      )}
    </Card>
  );
}
