import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../App';
import { designDetail, versionItem } from '../test/fixtures/records';
import { envelope, mockHttp, type MockRequest } from '../test/httpMock';
import { FormDesigner } from './FormDesigner';

const STORED = {
  list: [{ type: 'input', name: '客户名称', key: 'input_1', model: 'customer', options: { required: true } }],
  config: { ui: 'Ant Design', size: 'small' },
};

/** A product page as the server stores it (kind 'page', named by its menu component). */
const POSITION_PAGE = readFileSync('src/pages-json/system/position-list.page.json', 'utf8');

/** A page with a tabs widget (an input in its second pane) and a card holding two inputs. */
const CONTAINERS_PAGE = {
  list: [
    {
      type: 'tabs',
      name: '标签页',
      key: 'tabs_1',
      model: 'tabs_1',
      options: { type: 'line' },
      tabs: [
        { label: '基本信息', key: 'base', list: [] },
        {
          label: '联系方式',
          key: 'contact',
          list: [{ type: 'input', name: '电话', key: 'input_1', model: 'phone', options: {} }],
        },
      ],
    },
    {
      type: 'card',
      name: '卡片',
      key: 'card_1',
      model: 'card_1',
      options: { title: '备注', bordered: true },
      list: [
        { type: 'input', name: '备注一', key: 'input_2', model: 'note1', options: {} },
        { type: 'input', name: '备注二', key: 'input_3', model: 'note2', options: {} },
      ],
    },
  ],
  config: { ui: 'Ant Design' },
};

let server: ReturnType<typeof mockHttp>;
let saved: MockRequest[];

beforeEach(() => {
  saved = [];
  server = mockHttp((request) => {
    if (request.url === '/cgform/cgformDesign/queryById' && request.uri.includes('id=p1'))
      return {
        status: 200,
        body: envelope(
          200,
          '',
          designDetail({ id: 'p1', kind: 'page', name: 'system/position-list', jsonStr: POSITION_PAGE }),
        ),
      };
    if (request.url === '/cgform/cgformDesign/queryById' && request.uri.includes('id=p2'))
      return {
        status: 200,
        body: envelope(
          200,
          '',
          designDetail({
            id: 'p2',
            kind: 'page',
            name: 'demo/containers',
            jsonStr: JSON.stringify(CONTAINERS_PAGE),
          }),
        ),
      };
    if (request.url === '/cgform/cgformDesign/queryById')
      return {
        status: 200,
        body: envelope(
          200,
          '',
          designDetail({ id: 'd1', name: '客户登记', jsonStr: JSON.stringify(STORED) }),
        ),
      };
    if (request.method === 'PUT' && request.url === '/cgform/cgformDesign/edit') {
      saved.push(request);
      return { status: 200, body: envelope(200, '保存成功！', { id: 'd9', version: 1 }) };
    }
    if (request.url === '/cgform/cgformDesign/versions')
      return {
        status: 200,
        body: envelope(200, '查询成功', [
          versionItem({ version: 2, savedBy: 'admin', savedAt: '2026-11-23T02:00:00.000Z' }),
          versionItem({ version: 1, savedBy: 'jeecg', savedAt: '2026-11-22T02:00:00.000Z' }),
        ]),
      };
    if (request.url === '/cgform/cgFormField/onlineTables')
      return {
        status: 200,
        body: envelope(200, '查询成功', [
          { value: 'sys_user', label: '用户（sys_user）' },
          { value: 'sys_role', label: '角色（sys_role）' },
        ]),
      };
    if (request.url === '/cgform/cgFormField/onlineFormFields' && request.uri.includes('tableId=sys_user'))
      return {
        status: 200,
        body: envelope(200, '查询成功', [
          { value: 'username', label: '用户账号', dbFieldName: 'username', dbType: 'string' },
          { value: 'workNo', label: '工号', dbFieldName: 'work_no', dbType: 'string' },
        ]),
      };
    if (request.url === '/cgform/cgformDesign/rollback') {
      saved.push(request);
      return { status: 200, body: envelope(200, '回滚成功！', { id: 'd1', version: 3 }) };
    }
    return undefined;
  });
});
afterEach(() => server.restore());

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

function open(path = '/online/designer') {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/online/designer" element={<FormDesigner />} />
          <Route path="/online/designer/:id" element={<FormDesigner />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </AppProviders>,
  );
}

const canvas = () => screen.getByTestId('canvas');
/** A property-panel field by its label (Formily's items do not label their inputs for assistive tech). */
async function panelInput(label: string): Promise<HTMLInputElement> {
  const panel = screen.getByTestId('property-panel');
  const text = await within(panel).findByText(label, { selector: 'label, label *' });
  return text.closest('.ant-formily-item')!.querySelector('input')!;
}

const items = () =>
  within(canvas())
    .queryAllByTestId(/^canvas-item-/)
    .map((el) => el.dataset.testid);

describe('FormDesigner', () => {
  it('adds widgets from the palette, edits them in the panel, and undoes every step', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByTestId('palette-input'));
    await user.click(screen.getByTestId('palette-grid'));
    expect(items()).toEqual(['canvas-item-input_1', 'canvas-item-grid_1']);
    expect(screen.getByTestId('canvas-item-grid_1')).toHaveAttribute('data-selected', 'true');

    await user.click(screen.getByTestId('canvas-item-input_1'));
    const title = await panelInput('标题');
    await user.clear(title);
    await user.type(title, '姓名');
    await waitFor(() =>
      expect(within(screen.getByTestId('canvas-item-input_1')).getByText('姓名')).toBeInTheDocument(),
    );

    const model = await panelInput('字段标识');
    fireEvent.change(model, { target: { value: 'grid_1' } });
    expect(await screen.findByText('字段标识已存在：grid_1')).toBeInTheDocument();

    fireEvent.keyDown(document.body, { key: 'c', ctrlKey: true });
    fireEvent.keyDown(document.body, { key: 'v', ctrlKey: true });
    expect(items()).toEqual(['canvas-item-input_2', 'canvas-item-input_1', 'canvas-item-grid_1']);
    fireEvent.keyDown(document.body, { key: 'Delete' });
    expect(items()).toEqual(['canvas-item-input_1', 'canvas-item-grid_1']);

    await user.click(screen.getByRole('button', { name: /撤销/ }));
    expect(items()).toEqual(['canvas-item-input_2', 'canvas-item-input_1', 'canvas-item-grid_1']);
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true, shiftKey: true });
    expect(items()).toEqual(['canvas-item-input_1', 'canvas-item-grid_1']);
    await user.click(screen.getByRole('button', { name: /清空/ }));
    expect(items()).toEqual([]);
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(items()).toEqual(['canvas-item-input_1', 'canvas-item-grid_1']);
  }, 30_000);

  it('saves a new design under a name and moves to its address', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByTestId('palette-input'));
    await user.click(screen.getByRole('button', { name: /保存/ }));
    await user.type(await screen.findByRole('textbox', { name: '表单名称' }), '访客登记');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('保存成功！')).toBeInTheDocument();
    expect(saved[0]!.data).toMatchObject({ name: '访客登记' });
    expect(JSON.parse((saved[0]!.data as { jsonStr: string }).jsonStr).list[0]).toMatchObject({
      key: 'input_1',
    });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/online/designer/d9'));
    expect(items()).toEqual(['canvas-item-input_1']);
  }, 30_000);

  it('opens a saved design and saves it by id', async () => {
    const user = userEvent.setup();
    open('/online/designer/d1');
    expect(await screen.findByText('客户登记')).toBeInTheDocument();
    expect(items()).toEqual(['canvas-item-input_1']);
    await user.click(screen.getByRole('button', { name: /保存/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.data).toMatchObject({ id: 'd1', jsonStr: JSON.stringify(STORED) });
  }, 30_000);

  it('imports JSON: the parser message, the schema paths, then a form-making export', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByRole('button', { name: /导入JSON/ }));
    const text = await screen.findByRole('textbox', { name: '表单 JSON' });
    const load = async (value: string) => {
      fireEvent.change(text, { target: { value } });
      await user.click(screen.getByRole('button', { name: /^导\s*入$/ }));
    };
    await load('{"list": [');
    expect((await screen.findByTestId('import-error')).textContent).toMatch(/^JSON 格式错误：/);
    await load('{"list": [{"type": "input"}], "config": {}}');
    await waitFor(() =>
      expect(screen.getAllByTestId('import-error').map((e) => e.textContent)).toContainEqual(
        expect.stringMatching(/^\$\.list\[0\]/),
      ),
    );
    await load(readFileSync('schemas/fixtures/form-making-export.json', 'utf8'));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: '表单 JSON' })).not.toBeInTheDocument());
    expect(items().length).toBeGreaterThan(3);
    await act(async () => fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true }));
    expect(items()).toEqual([]);
  }, 30_000);

  it("imports a fork's design with warnings, draws its unknown widgets marked, saves it unchanged (issue 16)", async () => {
    const user = userEvent.setup();
    const fork = readFileSync('schemas/fixtures/fork-design.json', 'utf8');
    open();
    await user.click(screen.getByRole('button', { name: /导入JSON/ }));
    fireEvent.change(await screen.findByRole('textbox', { name: '表单 JSON' }), { target: { value: fork } });
    await user.click(screen.getByRole('button', { name: /^导\s*入$/ }));
    expect(await screen.findByText('已导入，有 7 条提醒')).toBeInTheDocument();
    const warnings = screen.getByTestId('import-warnings');
    expect(warnings).toHaveTextContent('$.list[1]: 不支持的控件：scanCode，已原样保留，表单里显示为占位块');
    expect(warnings).toHaveTextContent('$.list[0].options.datasource: 未知的属性 datasource');
    expect(items()).toContain('canvas-item-1700000000002_22222');
    expect(within(canvas()).getByText('不支持的控件：scanCode')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /生成JSON/ }));
    const json = JSON.parse(((await screen.findByTestId('design-json')) as HTMLTextAreaElement).value);
    expect(json).toEqual(JSON.parse(fork));
    const jsonDialog = screen.getByRole('dialog', { name: '生成JSON' });
    await user.click(within(jsonDialog).getByRole('button', { name: /Close|关闭/ }));

    await user.click(screen.getByRole('button', { name: /保存/ }));
    await user.type(await screen.findByRole('textbox', { name: '表单名称' }), '设备巡检单');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(JSON.parse((saved[0]!.data as { jsonStr: string }).jsonStr)).toEqual(JSON.parse(fork));
  }, 30_000);

  it('lists the versions of a saved design and rolls back to one', async () => {
    const user = userEvent.setup();
    open('/online/designer/d1');
    await user.click(await screen.findByRole('button', { name: /版本/ }));
    const drawer = await screen.findByRole('dialog', { name: '版本' });
    expect(await within(drawer).findByText('jeecg')).toBeInTheDocument();
    expect(within(drawer).getByText('当前')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: /回\s*滚/ }));
    await user.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findByText('回滚成功！')).toBeInTheDocument();
    expect(saved[0]!.data).toEqual({ id: 'd1', version: 1 });
    await waitFor(() =>
      expect(server.requests.filter((r) => r.url === '/cgform/cgformDesign/queryById')).toHaveLength(2),
    );
  }, 30_000);

  it('edits the form config, shows the JSON, and generates code for both libraries', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByTestId('palette-input'));
    await user.click(screen.getByRole('tab', { name: '表单属性' }));
    await user.click(within(screen.getByTestId('property-panel')).getByRole('radio', { name: 'Element' }));
    await user.click(screen.getByRole('button', { name: /生成JSON/ }));
    const json = JSON.parse(((await screen.findByTestId('design-json')) as HTMLTextAreaElement).value);
    expect(json).toMatchObject({ config: { ui: 'Element' }, list: [{ key: 'input_1', model: 'input_1' }] });
    await user.click(screen.getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: /生成代码/ }));
    const code = () => (screen.getByTestId('generated-code') as HTMLTextAreaElement).value;
    expect(await screen.findByTestId('generated-code')).toBeInTheDocument();
    expect(code()).toContain('<el-form');
    const dialog = screen.getByRole('dialog', { name: '生成代码' });
    await user.click(within(dialog).getByText('Ant Design'));
    expect(code()).toContain('<a-form');
    await user.click(within(dialog).getByRole('tab', { name: 'HTML' }));
    expect(code()).toMatch(/^<!DOCTYPE html>/i);

    // The designer's code is the CLI's code for the same design (issue 6 acceptance).
    const file = join(mkdtempSync(join(tmpdir(), 'dougong-designer-')), 'design.json');
    writeFileSync(file, JSON.stringify(json));
    const cli = execFileSync(
      process.execPath,
      ['scripts/dougong.mjs', 'codegen', file, '--ui', 'antd', '--format', 'html'],
      {
        encoding: 'utf8',
      },
    );
    expect(code().trimEnd()).toBe(cli.trimEnd());
  }, 30_000);

  it('binds the form to a table and offers its columns as models, naming untouched labels', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByTestId('palette-input'));
    await user.click(screen.getByTestId('palette-input'));
    await user.click(screen.getByRole('tab', { name: '表单属性' }));
    await user.click(await panelInput('数据表'));
    await user.click(await screen.findByTitle('用户（sys_user）'));

    await user.click(screen.getByRole('tab', { name: '字段属性' }));
    // input_2 is selected: its 字段标识 is now a choice of the table's columns, its own name kept.
    await waitFor(async () => expect(await panelInput('字段标识')).toHaveAttribute('role', 'combobox'));
    await user.click(await panelInput('字段标识'));
    // The drop-down just opened is the last one drawn (the 数据表 one stays in the document, closed).
    const choices = () =>
      [
        ...([...document.querySelectorAll('.ant-select-dropdown')]
          .at(-1)
          ?.querySelectorAll('.ant-select-item-option-content') ?? []),
      ].map((node) => node.textContent);
    await waitFor(() =>
      expect(choices()).toEqual(['input_2（未绑定）', 'username（用户账号）', 'workNo（工号）']),
    );
    await user.click(screen.getByTitle('workNo（工号）'));
    // The palette's label 单行文本 becomes the column's title; the other input keeps its own.
    await waitFor(() =>
      expect(within(screen.getByTestId('canvas-item-input_2')).getByText('工号')).toBeInTheDocument(),
    );
    expect(within(screen.getByTestId('canvas-item-input_1')).getByText('单行文本')).toBeInTheDocument();
    expect(await panelInput('标题')).toHaveValue('工号');

    await user.click(screen.getByRole('button', { name: /生成JSON/ }));
    const json = JSON.parse(((await screen.findByTestId('design-json')) as HTMLTextAreaElement).value);
    expect(json.config).toMatchObject({ tableName: 'sys_user' });
    expect(json.list[1]).toMatchObject({ key: 'input_2', model: 'workNo', name: '工号' });
  }, 30_000);

  it('edits grid columns and select options with the list editors', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByTestId('palette-grid'));
    await user.click(await screen.findByRole('button', { name: /添加列/ }));
    expect(await screen.findByTestId('canvas-list-grid_1:2')).toBeInTheDocument();
    await user.click(screen.getByTestId('palette-select'));
    await user.click(await screen.findByRole('button', { name: /添加选项/ }));
    await user.type(screen.getByRole('textbox', { name: '选项标签4' }), '第四项');
    await user.click(screen.getByRole('button', { name: /生成JSON/ }));
    const json = JSON.parse(((await screen.findByTestId('design-json')) as HTMLTextAreaElement).value);
    expect(json.list[0].columns).toHaveLength(3);
    expect(json.list[1].options.options.at(-1)).toEqual({ value: '选项4', label: '第四项' });
  }, 30_000);

  it('opens a product page: page widgets in the palette, the crud panel, and a save by id', async () => {
    const user = userEvent.setup();
    open('/online/designer/p1');
    expect(await screen.findByText('system/position-list')).toBeInTheDocument();
    expect(screen.getByText('产品页面')).toBeInTheDocument();
    expect(screen.getByText('页面控件')).toBeInTheDocument();
    expect(screen.getByTestId('palette-crud')).toBeInTheDocument();
    expect(items()).toEqual(['canvas-item-crud_positions']);

    await user.click(screen.getByTestId('canvas-item-crud_positions'));
    const title = await panelInput('表格标题');
    fireEvent.change(title, { target: { value: '职务一览' } });
    await user.click(screen.getByRole('button', { name: /保存/ }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.data).toMatchObject({ id: 'p1' });
    const page = JSON.parse((saved[0]!.data as { jsonStr: string }).jsonStr);
    expect(page.list[0]).toMatchObject({ key: 'crud_positions', options: { title: '职务一览' } });
    expect(page.list[0].options.api).toEqual(JSON.parse(POSITION_PAGE).list[0].options.api);
  }, 30_000);

  it('checks an imported page against the page schema', async () => {
    const user = userEvent.setup();
    open('/online/designer/p1');
    await user.click(await screen.findByRole('button', { name: /导入JSON/ }));
    const text = await screen.findByRole('textbox', { name: '表单 JSON' });
    fireEvent.change(text, { target: { value: '{"list": [{"type": "crud", "key": "c"}]}' } });
    await user.click(screen.getByRole('button', { name: /^导\s*入$/ }));
    expect((await screen.findAllByTestId('import-error')).length).toBeGreaterThan(0);
    fireEvent.change(text, { target: { value: POSITION_PAGE } });
    await user.click(screen.getByRole('button', { name: /^导\s*入$/ }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: '表单 JSON' })).not.toBeInTheDocument());
  }, 30_000);

  it('selects, edits and deletes widgets inside tab panes and cards, and adds a pane', async () => {
    const user = userEvent.setup();
    open('/online/designer/p2');
    expect(await screen.findByText('demo/containers')).toBeInTheDocument();
    // The second pane is drawn once shown.
    expect(items()).toEqual([
      'canvas-item-tabs_1',
      'canvas-item-card_1',
      'canvas-item-input_2',
      'canvas-item-input_3',
    ]);
    await user.click(screen.getByTestId('canvas-item-input_2'));
    expect(screen.getByTestId('canvas-item-input_2')).toHaveAttribute('data-selected', 'true');
    expect(screen.getByTestId('canvas-item-card_1')).not.toHaveAttribute('data-selected');
    fireEvent.change(await panelInput('标题'), { target: { value: '说明' } });
    await waitFor(() =>
      expect(within(screen.getByTestId('canvas-item-input_2')).getByText('说明')).toBeInTheDocument(),
    );
    // Delete moves the selection to the next widget of the card.
    fireEvent.keyDown(document.body, { key: 'Delete' });
    expect(items()).not.toContain('canvas-item-input_2');
    expect(screen.getByTestId('canvas-item-input_3')).toHaveAttribute('data-selected', 'true');

    // The widget in the second pane is selectable too: its pane is the one shown.
    await user.click(screen.getByText('联系方式'));
    await user.click(screen.getByTestId('canvas-item-input_1'));
    expect(await panelInput('标题')).toHaveValue('电话');

    await user.click(screen.getByTestId('canvas-item-tabs_1'));
    await user.click(await screen.findByRole('button', { name: /添加标签页/ }));
    await user.clear(screen.getByRole('textbox', { name: '标签页名称3' }));
    await user.type(screen.getByRole('textbox', { name: '标签页名称3' }), '附件');
    expect(await screen.findByText('附件')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /生成JSON/ }));
    const json = JSON.parse(((await screen.findByTestId('design-json')) as HTMLTextAreaElement).value);
    expect(json.list[0].tabs).toEqual([
      { label: '基本信息', key: 'base', list: [] },
      { label: '联系方式', key: 'contact', list: [expect.objectContaining({ key: 'input_1' })] },
      { label: '附件', key: 'tab_3', list: [] },
    ]);
    expect(json.list[1].list.map((w: { key: string }) => w.key)).toEqual(['input_3']);
  }, 30_000);
});
