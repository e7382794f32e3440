import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  validate,
  type CrudWidget,
  type DepartTreeNode,
  type PageGridWidget,
  type TreeOptions,
  type TreeWidget,
} from '../../../schemas';
import { envelope, mockHttp, type MockRequest } from '../../test/httpMock';
import { crudWidget } from '../crud';
import { gridWidget } from '../grid';
import { departNode, pageOf } from '../../test/fixtures/records';
import { renderWidgets } from '../../test/renderWidgets';
import { treeWidget } from '.';

/** Department nodes as the server answers them (SPEC.md §3 Department: id, key, title, departName). */
const depart = (id: string, departName: string, children?: DepartTreeNode[]) =>
  departNode({ id, departName }, children);
/** A node of a made-up tree API, for the shapes other trees answer (isLeaf, disableCheckbox). */
const node = (id: string, title: string, more: Record<string, unknown> = {}) => ({
  id,
  key: id,
  title,
  departName: title,
  ...more,
});
const DEPARTS = [
  depart('A01', '总部', [
    depart('A01A01', '研发部', [depart('A01A01A01', '前端组')]),
    depart('A01A02', '市场部'),
  ]),
  depart('B01', '华东分公司'),
];

let server: ReturnType<typeof mockHttp>;
let tree: unknown[];

function departServer(request: MockRequest) {
  const url = new URL(request.uri, 'http://x');
  switch (url.pathname) {
    case '/platform/sys/sysDepart/queryTreeList':
    case '/platform/demo/tree':
      return { status: 200, body: envelope(200, '', tree) };
    case '/platform/sys/sysDepart/queryChildren': {
      const pid = url.searchParams.get('pid');
      const children =
        pid === 'A01' ? [node('A01A01', '研发部'), node('A01A02', '市场部', { isLeaf: true })] : [];
      return { status: 200, body: envelope(200, '', children) };
    }
    case '/platform/sys/user/list':
      return { status: 200, body: envelope(200, '', pageOf([])) };
    default:
      return undefined;
  }
}

beforeEach(() => {
  tree = DEPARTS;
  server = mockHttp(departServer);
});
afterEach(() => server.restore());

const treeOf = (options: Partial<TreeOptions> = {}): TreeWidget => ({
  type: 'tree',
  key: 'tree_1',
  model: 'depart',
  options: {
    api: '/sys/sysDepart/queryTreeList',
    fieldNames: { key: 'id', title: 'departName' },
    title: '部门',
    ...options,
  },
});

/**
 * The tree once `title` is drawn and its spinner has ended: the spinner's blur takes pointer events a frame
 * longer than the nodes take to appear (seen on a loaded machine).
 */
async function loaded(title: string) {
  await screen.findByText(title);
  await waitFor(() => expect(document.querySelector('.dg-tree .ant-spin-spinning')).toBeNull());
}

const nodeOf = (title: string) => screen.getByText(title).closest('.ant-tree-treenode')!;
const checkboxOf = (title: string) => nodeOf(title).querySelector('.ant-tree-checkbox')!;
const checked = () =>
  [...document.querySelectorAll('.ant-tree-treenode-checkbox-checked .ant-tree-title')].map(
    (n) => n.textContent,
  );

async function pageState(form: ReturnType<typeof renderWidgets>) {
  let values: Record<string, unknown> = {};
  await act(async () => {
    values = await form.current().getData();
  });
  return values;
}

describe('tree page widget (issue 3 item 4; SPEC.md §4 tree pickers, §7 department tree)', () => {
  it('§7: loads the department tree and the selected key becomes page state a crud filters by', async () => {
    const crud: CrudWidget = {
      type: 'crud',
      key: 'crud_1',
      model: 'crud_1',
      options: {
        api: { list: '/sys/user/list' },
        params: { departId: '{{ $values.depart }}' },
        columns: [{ title: '用户名', dataIndex: 'username' }],
        selection: false,
      },
    };
    const layout: PageGridWidget = {
      type: 'grid',
      key: 'grid_1',
      model: 'grid_1',
      options: {},
      columns: [
        { span: 6, list: [treeOf()] },
        { span: 18, list: [crud] },
      ],
    };
    const form = renderWidgets([treeWidget, crudWidget, gridWidget], [layout]);
    const user = userEvent.setup();
    const lists = () => server.requests.filter((r) => r.url === '/sys/user/list');

    expect(screen.getByText('部门')).toBeInTheDocument();
    expect(await screen.findByText('前端组')).toBeInTheDocument(); // expanded all by default
    await waitFor(() => expect(lists()).toHaveLength(1));
    expect(lists()[0]!.uri).not.toContain('departId');

    await user.click(screen.getByText('研发部'));
    expect(nodeOf('研发部')).toHaveClass('ant-tree-treenode-selected');
    await new Promise((r) => setTimeout(r, 500));
    console.log(
      lists().map((r) => r.uri),
      await pageState(form),
    );
    await waitFor(() => expect(lists().at(-1)!.uri).toContain('departId=A01A01'));
    expect(await pageState(form)).toEqual({ depart: 'A01A01' });

    await user.click(screen.getByText('市场部'));
    await waitFor(() => expect(lists().at(-1)!.uri).toContain('departId=A01A02'));
    expect(nodeOf('研发部')).not.toHaveClass('ant-tree-treenode-selected');
  }, 15_000); // a whole crud table beside the tree: slow on a busy machine

  it('§4: a single-select checkable tree keeps only the newest checked node, without cascading', async () => {
    const form = renderWidgets([treeWidget], [treeOf({ checkable: true })]);
    const user = userEvent.setup();
    await loaded('总部');

    await user.click(checkboxOf('总部'));
    expect(checked()).toEqual(['总部']); // its children stay unchecked
    await user.click(checkboxOf('市场部'));
    expect(checked()).toEqual(['市场部']);
    expect(await pageState(form)).toEqual({ depart: ['A01A02'] });

    await user.click(screen.getByText('华东分公司')); // a title click checks as well
    expect(checked()).toEqual(['华东分公司']);
    await user.click(checkboxOf('华东分公司'));
    expect(await pageState(form)).toEqual({ depart: [] });
  });

  it('§4: a multi-select checkable tree keeps every checked node and never checks parents or children', async () => {
    const form = renderWidgets([treeWidget], [treeOf({ checkable: true, multiple: true })]);
    const user = userEvent.setup();
    await loaded('前端组');

    await user.click(checkboxOf('研发部'));
    await user.click(checkboxOf('华东分公司'));
    expect(checked()).toEqual(['研发部', '华东分公司']);
    expect(nodeOf('总部')).not.toHaveClass('ant-tree-treenode-checkbox-indeterminate');
    expect(nodeOf('前端组')).not.toHaveClass('ant-tree-treenode-checkbox-checked');
    await user.click(checkboxOf('研发部'));
    expect(await pageState(form)).toEqual({ depart: ['B01'] });
  });

  it('reads a { treeList } answer and never ticks a node the server marks disableCheckbox', async () => {
    tree = {
      treeList: [node('A01', '总部', { disableCheckbox: true }), node('B01', '华东分公司')],
      ids: [],
    } as never;
    const form = renderWidgets(
      [treeWidget],
      [treeOf({ api: '/demo/tree', checkable: true, multiple: true })],
    );
    const user = userEvent.setup();
    await loaded('总部');

    await user.click(checkboxOf('总部'));
    await user.click(screen.getByText('总部'));
    await user.click(checkboxOf('华东分公司'));
    expect(checked()).toEqual(['华东分公司']);
    expect(checkboxOf('总部')).toHaveClass('ant-tree-checkbox-disabled');
    expect(await pageState(form)).toEqual({ depart: ['B01'] });
  });

  it('§4: a multiple tree without checkboxes selects several nodes by clicking', async () => {
    const form = renderWidgets([treeWidget], [treeOf({ multiple: true })]);
    const user = userEvent.setup();
    await user.click(await screen.findByText('研发部'));
    await user.click(screen.getByText('华东分公司'));
    expect(await pageState(form)).toEqual({ depart: ['A01A01', 'B01'] });
  });

  it('search filters nodes by title, keeps their ancestors and expands them', async () => {
    renderWidgets([treeWidget], [treeOf({ defaultExpandAll: false })]);
    const user = userEvent.setup();
    await loaded('总部');
    expect(screen.queryByText('前端组')).not.toBeInTheDocument(); // collapsed

    await user.type(screen.getByPlaceholderText('输入名称搜索'), '前端');
    const titles = () => [...document.querySelectorAll('.ant-tree-title')].map((n) => n.textContent);
    await waitFor(() => expect(titles()).toEqual(['总部', '研发部', '前端组']));
    expect(document.querySelector('.dg-tree-match')).toHaveTextContent('前端');

    await user.clear(screen.getByPlaceholderText('输入名称搜索'));
    await waitFor(() => expect(titles()).toEqual(['总部', '华东分公司']));
  });

  it('async: loads the first level, then children from childApi with ?pid= on expand', async () => {
    tree = [node('A01', '总部'), node('B01', '华东分公司', { isLeaf: true })];
    renderWidgets(
      [treeWidget],
      [treeOf({ api: '/demo/tree', async: true, childApi: '/sys/sysDepart/queryChildren' })],
    );
    const user = userEvent.setup();
    await loaded('总部');
    expect(screen.queryByText('研发部')).not.toBeInTheDocument();
    expect(nodeOf('华东分公司').querySelector('.ant-tree-switcher-noop')).not.toBeNull();
    // The spinner's blur takes pointer events until it ends (a frame later, on a loaded machine).
    await waitFor(() => expect(document.querySelector('.dg-tree .ant-spin-spinning')).toBeNull());

    await user.click(nodeOf('总部').querySelector('.ant-tree-switcher')!);
    expect(await screen.findByText('研发部')).toBeInTheDocument();
    expect(server.requests.at(-1)!.uri).toBe('/platform/sys/sysDepart/queryChildren?pid=A01');
    expect(nodeOf('市场部').querySelector('.ant-tree-switcher-noop')).not.toBeNull();
  });

  it('shows a spinner while loading and the empty text when there are no nodes', async () => {
    tree = [];
    renderWidgets([treeWidget], [treeOf({ emptyText: '没有部门', searchable: false })]);
    expect(document.querySelector('.dg-tree .ant-spin-spinning')).not.toBeNull();
    expect(await screen.findByText('没有部门')).toBeInTheDocument();
    await waitFor(() => expect(document.querySelector('.dg-tree .ant-spin-spinning')).toBeNull());
    expect(screen.queryByPlaceholderText('输入名称搜索')).not.toBeInTheDocument();
  });

  it('its palette scaffold is a valid page item and its property panel a valid form design', () => {
    const { scaffold, panel } = treeWidget.design!;
    expect(validate('PageItem', { ...scaffold, key: 'tree_1', model: 'depart' }).errors).toEqual([]);
    expect(validate('FormDesign', panel).errors).toEqual([]);
  });
});
