import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DictRecord } from '../../../schemas';
import { dictRecord, pageOf } from '../../test/fixtures/records';
import { envelope, mockHttp, type MockRequest } from '../../test/httpMock';
import { crudOf, granted } from '../../test/pageParts';
import { renderWidgets } from '../../test/renderWidgets';
import { crudWidget } from '../../widgets/crud';
import page from './dict-list.page.json';

/**
 * 数据字典's 回收站 (issue 16): deleting a dictionary moves it to the recycle bin; the toolbar button opens a
 * drawer listing them (/sys/dict/deleteList), whose 取回 and 彻底删除 ask first, send the dictionary's id and
 * take it off the drawer's list; the button shows only with 删除字典 (dict:delete).
 */

let live: DictRecord[];
let binned: DictRecord[];
let server: ReturnType<typeof mockHttp>;

function answer(request: MockRequest) {
  const url = new URL(request.uri, 'http://x');
  if (request.method === 'GET' && url.pathname.startsWith('/platform/sys/dict/getDictItems/'))
    return { status: 200, body: envelope(200, '', []) };
  switch (`${request.method} ${url.pathname}`) {
    case 'GET /platform/sys/dict/list':
      return { status: 200, body: envelope(200, '', pageOf(live)) };
    case 'GET /platform/sys/dict/deleteList':
      return { status: 200, body: envelope(200, '', binned) };
    case 'PUT /platform/sys/dict/putRecycleBin': {
      const { ids } = request.data as { ids: string | string[] };
      const list = Array.isArray(ids) ? ids : ids.split(',');
      live = [...live, ...binned.filter((d) => list.includes(d.id))];
      binned = binned.filter((d) => !list.includes(d.id));
      return { status: 200, body: envelope(200, '还原成功') };
    }
    case 'DELETE /platform/sys/dict/deleteRecycleBin': {
      const list = (url.searchParams.get('ids') ?? '').split(',');
      binned = binned.filter((d) => !list.includes(d.id));
      return { status: 200, body: envelope(200, '删除成功!') };
    }
    default:
      return undefined;
  }
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  live = [dictRecord({ id: 'd1', dictName: '性别', dictCode: 'sex' })];
  binned = [
    dictRecord({ id: 'd2', dictName: '学历', dictCode: 'education' }),
    dictRecord({ id: 'd3', dictName: '民族', dictCode: 'nation' }),
  ];
  server = mockHttp(answer);
});
afterEach(() => server.restore());

async function confirmWith(text: string) {
  const confirm = (await screen.findByText(text)).closest('.ant-modal-confirm') as HTMLElement;
  await act(async () => {
    await userEvent.click(within(confirm).getByRole('button', { name: /确\s*定/ }));
  });
}

describe('数据字典 回收站', () => {
  it('lists the deleted dictionaries and takes one back, which the list then shows', async () => {
    renderWidgets(
      [crudWidget],
      [crudOf(page)],
      {},
      {},
      { permissions: { auth: granted('dict:delete'), allAuth: [] } },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '回收站' }));
    const drawer = (await screen.findByText('字典回收站')).closest('.ant-drawer') as HTMLElement;
    const row = (await within(drawer).findByText('education')).closest('tr') as HTMLElement;
    await user.click(within(row).getByText('取回'));
    await confirmWith('确定取回字典「学历」吗？取回后字典项一并恢复。');
    expect(await screen.findByText('还原成功')).toBeInTheDocument();
    const restore = server.requests.find((r) => r.url === '/sys/dict/putRecycleBin');
    expect(restore!.data).toEqual({ ids: 'd2' });
    await waitFor(() => expect(within(drawer).queryByText('education')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getAllByText('education').length).toBeGreaterThan(0));
  });

  it('deletes a dictionary for good after a warning', async () => {
    renderWidgets(
      [crudWidget],
      [crudOf(page)],
      {},
      {},
      { permissions: { auth: granted('dict:delete'), allAuth: [] } },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '回收站' }));
    const drawer = (await screen.findByText('字典回收站')).closest('.ant-drawer') as HTMLElement;
    const row = (await within(drawer).findByText('nation')).closest('tr') as HTMLElement;
    await user.click(within(row).getByText('彻底删除'));
    await confirmWith('确定彻底删除字典「民族」吗？字典项一并删除，无法恢复，字典编码可被重新使用。');
    expect(await screen.findByText('删除成功!')).toBeInTheDocument();
    expect(server.requests.some((r) => r.uri.includes('/sys/dict/deleteRecycleBin?ids=d3'))).toBe(true);
    await waitFor(() => expect(within(drawer).queryByText('nation')).not.toBeInTheDocument());
  });

  it('shows the button only with dict:delete', async () => {
    renderWidgets([crudWidget], [crudOf(page)], {}, {}, { permissions: { auth: [], allAuth: [] } });
    expect(await screen.findByText('sex')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '回收站' })).not.toBeInTheDocument();
  });
});
