import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validate } from '../../../schemas';
import { envelope, mockHttp } from '../../test/httpMock';
import { renderWidgets } from '../../test/renderWidgets';
import { reptileSyncWidget } from '.';
import type { RunView } from './DgReptileSync';

const run = (over: Partial<RunView>): RunView => ({
  id: 'r1',
  projectId: 'p1',
  runNo: 1,
  status: 'done',
  pagesFetched: 14,
  pagesFailed: 3,
  pagesSkipped: 1,
  pagesQueued: 0,
  rowsNew: 11,
  rowsUpdated: 0,
  rowsUnchanged: 0,
  percent: 100,
  message: '完成：抓取 14 页',
  ...over,
});

let server: ReturnType<typeof mockHttp>;
let latest: RunView | null = null;
beforeEach(() => {
  latest = null;
  server = mockHttp((request) => {
    if (request.url.startsWith('/ywcj/tZszhYwcjReptile/progress'))
      return { status: 200, body: envelope(200, '', latest) };
    if (request.url === '/ywcj/tZszhYwcjReptile/synReptile') {
      latest = run({ id: 'r2', runNo: 2, status: 'running', percent: 40, pagesFetched: 4, pagesQueued: 6 });
      return { status: 200, body: envelope(200, '已开始同步「公告」', latest) };
    }
    return undefined;
  });
});
afterEach(() => server.restore());

const widget = { type: 'reptile-sync' as const, key: 'sync_1', options: { projectId: 'p1' } };

describe('reptile-sync: a project synchronisation with its progress bar', () => {
  it('says when the project was never synchronised', async () => {
    renderWidgets([reptileSyncWidget], [widget]);
    await waitFor(() => expect(screen.getByTestId('reptile-sync')).toHaveTextContent('还没有同步过'));
  });

  it('starts a run for the project and shows its progress and counts', async () => {
    renderWidgets([reptileSyncWidget], [widget]);
    await waitFor(() => expect(screen.getByTestId('reptile-sync')).toHaveTextContent('还没有同步过'));
    await userEvent.setup().click(screen.getByText('开始同步'));
    const box = screen.getByTestId('reptile-sync');
    await waitFor(() => expect(box).toHaveTextContent('第 2 次 · 同步中'));
    expect(server.requests.find((r) => r.url.endsWith('/synReptile'))?.data).toEqual({ id: 'p1' });
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(box).toHaveTextContent('已抓取4排队6');
    expect(screen.getByText('开始同步').closest('button')).toBeDisabled();
    expect(screen.getByText('取消同步')).toBeInTheDocument();
  });

  it('its palette scaffold is a valid page item and its property panel a valid form design', () => {
    const { scaffold, panel } = reptileSyncWidget.design!;
    expect(validate('PageItem', { ...scaffold, key: 'sync_1' }).errors).toEqual([]);
    expect(validate('FormDesign', panel).errors).toEqual([]);
  });
});
