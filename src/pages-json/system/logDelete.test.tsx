import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SysLogRecord } from '../../../schemas';
import { logRecord, pageOf } from '../../test/fixtures/records';
import { envelope, mockHttp, type MockRequest } from '../../test/httpMock';
import { crudOf, granted } from '../../test/pageParts';
import { renderWidgets } from '../../test/renderWidgets';
import { crudWidget } from '../../widgets/crud';
import page from './log-list.page.json';

/**
 * 日志管理's 删除 and 批量删除 (log:delete, issue 16's leftover): shown only to holders of the code; a
 * delete asks first, sends the entry's id, and the entry leaves the list; the server's refusal (an
 * administrator's own entries) is shown as it says it.
 */

let entries: SysLogRecord[];
let server: ReturnType<typeof mockHttp>;
const deleted: string[] = [];

function answer(request: MockRequest) {
  const url = new URL(request.uri, 'http://x');
  if (request.method === 'GET' && url.pathname.startsWith('/platform/sys/dict/getDictItems/'))
    return { status: 200, body: envelope(200, '', []) };
  switch (`${request.method} ${url.pathname}`) {
    case 'GET /platform/sys/log/list':
      return { status: 200, body: envelope(200, '', pageOf(entries)) };
    case 'DELETE /platform/sys/log/delete': {
      const id = url.searchParams.get('id') ?? '';
      if (id === 'mine')
        return { status: 403, body: envelope(403, '不能删除自己的操作或登录记录：日志是审计依据') };
      deleted.push(id);
      entries = entries.filter((entry) => entry.id !== id);
      return { status: 200, body: envelope(200, '删除成功') };
    }
    default:
      return undefined;
  }
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  deleted.length = 0;
  entries = [
    logRecord({ id: 'l1', username: 'zhangsan', logContent: '用户名: zhangsan,登录成功！' }),
    logRecord({ id: 'mine', username: 'admin', logContent: '用户名: admin,登录成功！' }),
  ];
  server = mockHttp(answer);
});
afterEach(() => server.restore());

async function confirm() {
  const dialog = (await screen.findByRole('dialog')).closest('.ant-modal-confirm') as HTMLElement;
  await act(async () => {
    await userEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
  });
}

describe('日志管理 删除', () => {
  it('deletes an entry after asking, and the list no longer shows it', async () => {
    renderWidgets(
      [crudWidget],
      [crudOf(page)],
      {},
      {},
      { permissions: { auth: granted('log:delete'), allAuth: [] } },
    );
    const user = userEvent.setup();
    const row = (await screen.findByText('用户名: zhangsan,登录成功！')).closest('tr') as HTMLElement;
    expect(screen.getByRole('button', { name: /批量删除/ })).toBeInTheDocument();
    await user.click(within(row).getByText('删除'));
    await confirm();
    expect(deleted).toEqual(['l1']);
    expect(await screen.findByText('用户名: admin,登录成功！')).toBeInTheDocument();
    expect(screen.queryByText('用户名: zhangsan,登录成功！')).not.toBeInTheDocument();
  });

  it("shows the server's refusal of one's own entry and keeps it listed", async () => {
    renderWidgets(
      [crudWidget],
      [crudOf(page)],
      {},
      {},
      { permissions: { auth: granted('log:delete'), allAuth: [] } },
    );
    const user = userEvent.setup();
    const row = (await screen.findByText('用户名: admin,登录成功！')).closest('tr') as HTMLElement;
    await user.click(within(row).getByText('删除'));
    await confirm();
    expect(await screen.findByText('不能删除自己的操作或登录记录：日志是审计依据')).toBeInTheDocument();
    expect(screen.getByText('用户名: admin,登录成功！')).toBeInTheDocument();
  });

  it('shows neither button without log:delete', async () => {
    renderWidgets(
      [crudWidget],
      [crudOf(page)],
      {},
      {},
      { permissions: { auth: granted('log:export'), allAuth: [] } },
    );
    expect(await screen.findByText('用户名: zhangsan,登录成功！')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /批量删除/ })).not.toBeInTheDocument();
    expect(screen.queryByText('删除')).not.toBeInTheDocument();
  });
});
