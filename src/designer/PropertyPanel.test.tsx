/**
 * The property panel as an admin uses it (issue 12): every edit reaches the canvas and the history at once,
 * typing in one box is one undo step, the 字段标识 is checked as it is typed.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../App';
import { envelope, mockHttp } from '../test/httpMock';
import { FormDesigner } from './FormDesigner';

let server: ReturnType<typeof mockHttp>;
beforeEach(() => {
  server = mockHttp((request) =>
    request.url === '/cgform/cgFormField/onlineTables'
      ? { status: 200, body: envelope(200, '查询成功', []) }
      : undefined,
  );
});
afterEach(() => server.restore());

function Where() {
  return <span data-testid="where">{useLocation().pathname}</span>;
}

function open() {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/online/designer']}>
        <Routes>
          <Route path="/online/designer" element={<FormDesigner />} />
          <Route path="/online/design" element={<span>表单列表</span>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </AppProviders>,
  );
}

/** A property-panel field by its label (Formily's items do not label their inputs for assistive tech). */
async function panelField(label: string): Promise<HTMLElement> {
  const panel = screen.getByTestId('property-panel');
  const text = await within(panel).findByText(label, { selector: 'label, label *' });
  return text.closest('.ant-formily-item') as HTMLElement;
}
const panelInput = async (label: string) => (await panelField(label)).querySelector('input')!;
const panelSwitch = async (label: string) => within(await panelField(label)).getByRole('switch');

const item = (key: string) => screen.getByTestId(`canvas-item-${key}`);
const undoButton = () => screen.getByRole('button', { name: /撤销/ });

describe('property panel edits', () => {
  it('reach the canvas and the history at once; Ctrl+Z undoes the last edit, not the add', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByTestId('palette-input'));
    await user.click(await panelSwitch('必填'));
    await waitFor(() => expect(item('input_1').querySelector('.ant-formily-item-asterisk')).not.toBeNull());
    await user.type(await panelInput('占位内容'), '请输入姓名');
    await waitFor(() =>
      expect(within(item('input_1')).getByRole('textbox')).toHaveAttribute('placeholder', '请输入姓名'),
    );
    expect(undoButton()).toBeEnabled();

    // The typing was one step, the switch another.
    await user.click(undoButton());
    await waitFor(() =>
      expect(within(item('input_1')).getByRole('textbox')).not.toHaveAttribute('placeholder'),
    );
    expect(await panelInput('占位内容')).toHaveValue('');
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    await waitFor(() => expect(item('input_1').querySelector('.ant-formily-item-asterisk')).toBeNull());
    expect(item('input_1')).toBeInTheDocument();
    expect(await panelSwitch('必填')).not.toBeChecked();
  }, 30_000);
});

/** The design as 生成JSON shows it (the dialog is closed again). */
async function designJson(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /生成JSON/ }));
  const json = JSON.parse(((await screen.findByTestId('design-json')) as HTMLTextAreaElement).value);
  await user.click(
    within(screen.getByRole('dialog', { name: '生成JSON' })).getByRole('button', { name: 'Close' }),
  );
  await waitFor(() => expect(screen.queryByTestId('design-json')).toBeNull());
  return json as { list: Array<{ options: Record<string, unknown> }> };
}

describe('default values in the panel', () => {
  it('marks a select default in the options editor; 多选 on wraps it in a list, off takes the first', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByTestId('palette-select'));
    await user.click(await screen.findByRole('radio', { name: '设为默认：下拉框2' }));
    expect((await designJson(user)).list[0]!.options.defaultValue).toBe('下拉框2');

    await user.click(await panelSwitch('多选'));
    expect((await designJson(user)).list[0]!.options.defaultValue).toEqual(['下拉框2']);
    await user.click(await screen.findByRole('checkbox', { name: '设为默认：下拉框3' }));
    expect((await designJson(user)).list[0]!.options.defaultValue).toEqual(['下拉框2', '下拉框3']);
    await user.click(await panelSwitch('多选'));
    expect((await designJson(user)).list[0]!.options.defaultValue).toBe('下拉框2');
    expect(screen.getByRole('radio', { name: '设为默认：下拉框2' })).toBeChecked();
  }, 60_000);
});

describe('unsaved work', () => {
  it('关闭 leaves at once when nothing changed, and asks first when something did', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByTestId('palette-input'));
    await user.click(screen.getByRole('button', { name: /关\s*闭/ }));
    expect(await screen.findByRole('dialog', { name: '表单有未保存的修改' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '留在此页' }));
    expect(screen.getByTestId('where')).toHaveTextContent('/online/designer');
    expect(item('input_1')).toBeInTheDocument();

    // Undoing back to the opened design is no unsaved work.
    await user.click(undoButton());
    await user.click(screen.getByRole('button', { name: /关\s*闭/ }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/online/design'));
  }, 30_000);

  it('leaves after the admin confirms', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByTestId('palette-radio'));
    await user.click(screen.getByRole('button', { name: /关\s*闭/ }));
    await user.click(await screen.findByRole('button', { name: '离开' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/online/design'));
  }, 30_000);
});
