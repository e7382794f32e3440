import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validate } from '../../../schemas';
import type { DetailListOptions, DetailListWidget, InputWidget } from '../../../schemas';
import { dictOptions } from '../../test/fixtures/records';
import { envelope, mockHttp, type MockRequest } from '../../test/httpMock';
import { inputWidget } from '../input';
import { renderWidgets } from '../../test/renderWidgets';
import { detailListWidget } from '.';

// Employees of a made-up API: the detail list draws any record, dotted fields included.
const USERS: Record<string, unknown> = {
  '7': { id: '7', username: 'zhangsan', sex: '1', salary: 12500, depart: { name: '研发部' } },
  '8': { id: '8', username: 'lisi', sex: '2', salary: 9800, depart: { name: '市场部' } },
};

let server: ReturnType<typeof mockHttp>;

function userServer(request: MockRequest) {
  const url = new URL(request.uri, 'http://x');
  if (url.pathname === '/platform/sys/dict/getDictItems/sex') {
    return {
      status: 200,
      body: envelope(
        200,
        '',
        dictOptions([
          ['1', '男'],
          ['2', '女'],
        ]),
      ),
    };
  }
  if (url.pathname === '/platform/demo/employee/queryById') {
    const user = USERS[url.searchParams.get('id') ?? ''];
    return user
      ? { status: 200, body: envelope(200, '', user) }
      : { status: 200, body: envelope(500, '未找到') };
  }
  return undefined;
}

beforeEach(() => {
  server = mockHttp(userServer);
});
afterEach(() => server.restore());

const ITEMS: DetailListWidget['items'] = [
  { label: '账号', field: 'username' },
  { label: '性别', field: 'sex', dictCode: 'sex' },
  { label: '薪资', field: 'salary', format: 'number' },
  { label: '部门', field: 'depart.name' },
];

const detail = (options: DetailListOptions): DetailListWidget => ({
  type: 'detail-list',
  key: 'detail_1',
  options,
  items: ITEMS,
});

const idInput: InputWidget = {
  type: 'input',
  name: '用户',
  key: 'input_1',
  model: 'userId',
  options: { placeholder: '用户ID' },
};

const cells = () => [...document.querySelectorAll('.dg-detail-item')];
const contentOf = (label: string) =>
  cells()
    .find((c) => c.querySelector('.dg-detail-term')?.textContent === `${label}：`)
    ?.querySelector('.dg-detail-content')?.textContent;

describe('detail-list page widget (issue 3 item 4; SPEC.md §2 detail-list layout, §9 detail list)', () => {
  it.each([
    [1, ['ant-col-xs-24'], ['ant-col-sm-12', 'ant-col-md-8', 'ant-col-md-6']],
    [2, ['ant-col-xs-24', 'ant-col-sm-12'], ['ant-col-md-8', 'ant-col-md-6']],
    [undefined, ['ant-col-xs-24', 'ant-col-sm-12', 'ant-col-md-8'], ['ant-col-md-6']],
    [4, ['ant-col-xs-24', 'ant-col-sm-12', 'ant-col-md-6'], ['ant-col-md-8']],
    [6, ['ant-col-xs-24', 'ant-col-sm-12', 'ant-col-md-6'], ['ant-col-md-8']],
  ])('§2/§9: column %s gives the spans %j', (column, present, absent) => {
    renderWidgets(
      [detailListWidget],
      [detail({ source: 'user', column })],
      {},
      { value: { user: USERS['7'] } },
    );
    expect(cells()).toHaveLength(4);
    for (const cell of cells()) {
      expect(cell).toHaveClass(...present);
      for (const name of absent) expect(cell).not.toHaveClass(name);
    }
  });

  it('§9: shows a page-state record with dictionary text, formats and dotted fields, under its title', async () => {
    renderWidgets(
      [detailListWidget],
      [detail({ title: '用户详情', source: 'user' })],
      {},
      { value: { user: USERS['7'] } },
    );
    expect(screen.getByText('用户详情')).toBeInTheDocument();
    expect(contentOf('账号')).toBe('zhangsan');
    expect(contentOf('薪资')).toBe('12,500');
    expect(contentOf('部门')).toBe('研发部');
    await waitFor(() => expect(contentOf('性别')).toBe('男'));
  });

  it('colours a tag by its value and draws a menu icon beside its name', () => {
    const items: DetailListWidget['items'] = [
      { label: '状态', field: 'status', format: 'tag', tagColors: { '1': 'green', '2': 'red' } },
      { label: '图标', field: 'icon', format: 'icon' },
    ];
    renderWidgets(
      [detailListWidget],
      [
        {
          type: 'detail-list',
          key: 'detail_2',
          options: { source: 'menu' },
          items,
        },
      ],
      {},
      { value: { menu: { status: 2, icon: 'TeamOutlined' } } },
    );
    expect(screen.getByText('2')).toHaveClass('ant-tag-red');
    const icon = cells()[1]!.querySelector('.dg-detail-content')!;
    expect(icon.textContent).toBe('TeamOutlined');
    expect(icon.querySelector('[aria-label="team"]')).not.toBeNull();
  });

  it('§7: GETs the record with its resolved params, waits for them, and re-fetches when they change', async () => {
    renderWidgets(
      [detailListWidget, inputWidget],
      [idInput, detail({ api: '/demo/employee/queryById', params: { id: '{{ $values.userId }}' } })],
    );
    const user = userEvent.setup();
    const reads = () => server.requests.filter((r) => r.url === '/demo/employee/queryById');
    expect(reads()).toHaveLength(0); // no id yet: nothing to ask
    expect(contentOf('账号')).toBe('');

    await user.type(screen.getByPlaceholderText('用户ID'), '7');
    await waitFor(() => expect(contentOf('账号')).toBe('zhangsan'));
    expect(reads().at(-1)!.uri).toBe('/platform/demo/employee/queryById?id=7');
    await waitFor(() => expect(contentOf('性别')).toBe('男'));

    await user.clear(screen.getByPlaceholderText('用户ID'));
    await user.type(screen.getByPlaceholderText('用户ID'), '8');
    await waitFor(() => expect(contentOf('账号')).toBe('lisi'));
    expect(reads().at(-1)!.uri).toBe('/platform/demo/employee/queryById?id=8');
    expect(contentOf('性别')).toBe('女');
    expect(contentOf('部门')).toBe('市场部');
  });

  it('its palette scaffold is a valid page item and its property panel a valid form design', () => {
    const { scaffold, panel } = detailListWidget.design!;
    expect(validate('PageItem', { ...scaffold, key: 'detail_1' }).errors).toEqual([]);
    expect(validate('FormDesign', panel).errors).toEqual([]);
  });
});
