/**
 * The designer's 版本 through the app's query cache (issue 14): the list opened again while fresh is not
 * asked again; a save marks it stale, so the next opening lists the new version with no reload call; a
 * rollback refreshes the open list and the canvas.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../App';
import { envelope, mockHttp, type MockRequest } from '../test/httpMock';
import { FormDesigner } from './FormDesigner';

const designOf = (label: string) =>
  JSON.stringify({
    list: [{ type: 'input', name: label, key: 'input_1', model: 'customer', options: {} }],
    config: { ui: 'Ant Design' },
  });

interface Version {
  version: number;
  savedBy: string;
  savedAt: string;
  note: string | null;
  jsonStr: string;
}
let versions: Version[];
let server: ReturnType<typeof mockHttp>;

/** The design routes over one design, d1, whose versions are `versions` (newest last). */
function serve(request: MockRequest) {
  const latest = versions.at(-1)!;
  const add = (jsonStr: string, note: string | null) =>
    versions.push({
      version: latest.version + 1,
      savedBy: 'admin',
      savedAt: `2026-11-2${versions.length + 2}T02:00:00.000Z`,
      note,
      jsonStr,
    });
  switch (`${request.method} ${request.url}`) {
    case 'GET /cgform/cgformDesign/queryById':
      return {
        status: 200,
        body: envelope(200, '', {
          id: 'd1',
          kind: 'form',
          name: '客户登记',
          title: '客户登记',
          version: latest.version,
          jsonStr: latest.jsonStr,
          updateBy: latest.savedBy,
          updateTime: latest.savedAt,
        }),
      };
    case 'GET /cgform/cgformDesign/versions':
      return {
        status: 200,
        body: envelope(
          200,
          '查询成功',
          [...versions].reverse().map(({ jsonStr: _, ...item }) => item),
        ),
      };
    case 'PUT /cgform/cgformDesign/edit':
      add((request.data as { jsonStr: string }).jsonStr, null);
      return { status: 200, body: envelope(200, '保存成功！', { id: 'd1', version: latest.version + 1 }) };
    case 'POST /cgform/cgformDesign/rollback': {
      const { version } = request.data as { version: number };
      add(versions.find((v) => v.version === version)!.jsonStr, `回滚到版本 ${version}`);
      return { status: 200, body: envelope(200, '回滚成功！', { id: 'd1', version: latest.version + 1 }) };
    }
    default:
      return undefined;
  }
}

beforeEach(() => {
  versions = [
    {
      version: 1,
      savedBy: 'jeecg',
      savedAt: '2026-11-22T02:00:00.000Z',
      note: null,
      jsonStr: designOf('客户名称'),
    },
  ];
  server = mockHttp(serve);
});
afterEach(() => server.restore());

const asked = (url: string) => server.requests.filter((r) => r.url === url).length;

function open() {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/online/designer/d1']}>
        <Routes>
          <Route path="/online/designer/:id" element={<FormDesigner />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

async function openVersions(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /版本/ }));
  return screen.findByRole('dialog', { name: '版本' });
}

/** The rows of the drawer: version, who, and 当前 or 回滚. */
const rows = (drawer: HTMLElement) =>
  within(drawer)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

describe('the versions of a design', () => {
  it('are listed again after a save, and after a rollback while open, with no reload call', async () => {
    const user = userEvent.setup();
    open();
    expect(await screen.findByText('客户名称', {}, { timeout: 15_000 })).toBeInTheDocument();

    let drawer = await openVersions(user);
    await waitFor(() => expect(rows(drawer)).toHaveLength(1));
    expect(rows(drawer)[0]).toEqual(expect.arrayContaining(['1', 'jeecg', '当前']));
    await user.click(within(drawer).getByRole('button', { name: '关闭' }));
    drawer = await openVersions(user);
    expect(rows(drawer)).toHaveLength(1);
    expect(asked('/cgform/cgformDesign/versions')).toBe(1);
    await user.click(within(drawer).getByRole('button', { name: '关闭' }));

    await user.click(screen.getByRole('button', { name: /保存/ }));
    expect(await screen.findByText('保存成功！')).toBeInTheDocument();
    drawer = await openVersions(user);
    await waitFor(() => expect(rows(drawer)).toHaveLength(2));
    expect(rows(drawer)[0]).toEqual(expect.arrayContaining(['2', 'admin', '当前']));
    expect(asked('/cgform/cgformDesign/versions')).toBe(2);

    await user.click(within(drawer).getByRole('button', { name: /回\s*滚/ }));
    await user.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByText('回滚成功！')).toBeInTheDocument();
    await waitFor(() => expect(rows(drawer)).toHaveLength(3));
    expect(rows(drawer)[0]).toEqual(expect.arrayContaining(['3', '回滚到版本 1', '当前']));
    expect(asked('/cgform/cgformDesign/queryById')).toBe(2);
  }, 60_000);
});
