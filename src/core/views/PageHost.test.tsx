/**
 * A page of the product through the app's one query cache (issue 14): a page visited again while its
 * read is fresh is drawn without asking the server — though each design view brings its own RuntimeHost —
 * and a save in the designer marks it stale, so the next visit draws the version just saved.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../App';
import { FormDesigner } from '../../designer/FormDesigner';
import { ADMIN, PERMISSIONS } from '../../test/fixtures/menu';
import { envelope, mockHttp, type MockRequest } from '../../test/httpMock';
import { renderApp } from '../../test/renderApp';
import { storeLogin } from '../session/persisted';
import { PageHost } from './PageHost';
import { RuntimeHost } from './RuntimeHost';

/** A page drawing one line of text. */
const pageOf = (text: string) =>
  JSON.stringify({
    list: [{ type: 'text', name: '说明', key: 'text_1', model: 'text_1', options: { defaultValue: text } }],
    config: {},
  });

let pages: Record<string, { id: string; title: string; jsonStr: string; version: number }>;
let server: ReturnType<typeof mockHttp>;
const pageReads = (name: string) =>
  server.requests.filter(
    (r) => r.url === '/sys/page/get' && new URL(r.uri, 'http://x').searchParams.get('name') === name,
  ).length;

/** The server's page and design routes over `pages`: a save is a new version of the page it names. */
function serve(request: MockRequest) {
  const query = new URL(request.uri, 'http://x').searchParams;
  if (request.url.startsWith('/sys/permission/'))
    return { status: 200, body: envelope(200, '', PERMISSIONS) };
  if (request.url === '/sys/page/get') {
    const name = query.get('name')!;
    const page = pages[name];
    return page
      ? { status: 200, body: envelope(200, '', { ...page, name }) }
      : { status: 404, body: envelope(404, '页面不存在') };
  }
  const [name, page] = Object.entries(pages).find(([, p]) => p.id === (query.get('id') ?? '')) ?? [];
  if (request.url === '/cgform/cgformDesign/queryById' && page)
    return {
      status: 200,
      body: envelope(200, '', {
        ...page,
        name,
        kind: 'page',
        updateBy: 'admin',
        updateTime: '2026-11-23T02:00:00.000Z',
      }),
    };
  if (request.method === 'PUT' && request.url === '/cgform/cgformDesign/edit') {
    const { id, jsonStr } = request.data as { id: string; jsonStr: string };
    const [saved] = Object.values(pages).filter((p) => p.id === id);
    Object.assign(saved!, { jsonStr, version: saved!.version + 1 });
    return { status: 200, body: envelope(200, '保存成功！', { id, version: saved!.version }) };
  }
  return undefined;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  storeLogin({ token: 'tok', userInfo: ADMIN });
  pages = {
    'system/user-list': { id: 'p1', title: '用户管理', jsonStr: pageOf('用户页·第一版'), version: 1 },
    'system/role-list': { id: 'p2', title: '角色管理', jsonStr: pageOf('角色页'), version: 1 },
  };
  server = mockHttp(serve);
});
afterEach(() => server.restore());

describe('a stored page through the query cache', () => {
  it('is read once when visited again while fresh, with another design view between', async () => {
    const user = userEvent.setup();
    renderApp('/system/user');
    expect(await screen.findByText('用户页·第一版', {}, { timeout: 15_000 })).toBeInTheDocument();
    const top = within(screen.getByTestId('top-menu'));

    // The designer is another view with a RuntimeHost of its own: the user page's host goes.
    await user.click(top.getByText('在线开发'));
    expect(await screen.findByTestId('palette-input', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/online/designer');
    expect(screen.queryByText('用户页·第一版')).toBeNull();
    await user.click(top.getByText('系统管理'));
    expect(await screen.findByText('用户页·第一版')).toBeInTheDocument();

    expect(pageReads('system/user-list')).toBe(1);
  }, 60_000);

  it('draws the version the designer just saved on the next visit', async () => {
    const user = userEvent.setup();
    // Each design view in its own host, as the router wraps them (router/viewElements.tsx).
    const view = (element: ReactNode) => <RuntimeHost>{element}</RuntimeHost>;
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/page']}>
          <Link to="/page">去页面</Link>
          <Link to="/designer/p1">去设计</Link>
          <Routes>
            <Route path="/page" element={view(<PageHost component="system/user-list" title="用户管理" />)} />
            <Route path="/designer/:id" element={view(<FormDesigner />)} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );
    expect(await screen.findByText('用户页·第一版')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: '去设计' }));
    expect(await screen.findByTestId('canvas-item-text_1', {}, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /导入JSON/ }));
    await user.click(await screen.findByRole('textbox', { name: '表单 JSON' }));
    await user.paste(pageOf('用户页·第二版'));
    await user.click(screen.getByRole('button', { name: /^导\s*入$/ }));
    await user.click(screen.getByRole('button', { name: /保存/ }));
    expect(await screen.findByText('保存成功！')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: '去页面' }));
    expect(await screen.findByText('用户页·第二版')).toBeInTheDocument();
    expect(screen.queryByText('用户页·第一版')).toBeNull();
    await waitFor(() => expect(pageReads('system/user-list')).toBe(2));
  }, 60_000);
});
