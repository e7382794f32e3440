import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../App';
import { FormDesigner } from '../../designer/FormDesigner';
import { mockHttp } from '../../test/httpMock';

let server: ReturnType<typeof mockHttp>;
beforeEach(() => {
  server = mockHttp(() => undefined);
});
afterEach(() => server.restore());

function open() {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={['/online/designer']}>
        <Routes>
          <Route path="/online/designer" element={<FormDesigner />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

/** The column titles the sub-table on the canvas shows (row number and tick columns left out). */
const headers = () =>
  within(screen.getByTestId('canvas'))
    .queryAllByRole('columnheader')
    .map((header) => header.textContent ?? '')
    .filter((title) => title !== '' && title !== '#');

describe('subtable in the designer', () => {
  it('is 子表 in the palette; its panel adds, edits, reorders and removes columns, each step undone', async () => {
    const user = userEvent.setup();
    open();
    await user.click(screen.getByTestId('palette-subtable'));
    const editor = await screen.findByTestId('subtable-columns-editor');
    expect(within(editor).getByRole('textbox', { name: '列标题1' })).toHaveValue('名称');
    await waitFor(() => expect(headers()).toEqual(['*名称', '数量']), { timeout: 10_000 });

    await user.click(within(editor).getByRole('button', { name: /添加列/ }));
    const title = await within(editor).findByRole('textbox', { name: '列标题3' });
    await user.clear(title);
    await user.type(title, '单价');
    const key = within(editor).getByRole('textbox', { name: '列字段3' });
    await user.clear(key);
    await user.type(key, '1x');
    expect(key).toHaveAttribute('aria-invalid', 'true');
    await user.clear(key);
    await user.type(key, 'price');
    expect(key).toHaveAttribute('aria-invalid', 'false');
    await user.click(within(screen.getByTestId('subtable-column-3')).getByRole('checkbox', { name: '必填' }));
    await waitFor(() => expect(headers()).toEqual(['*名称', '数量', '*单价']));
    await user.click(screen.getByRole('button', { name: '上移第3列' }));
    await waitFor(() => expect(headers()).toEqual(['*名称', '*单价', '数量']));

    // 撤销 takes back the move, then the rule; 重做 puts the rule back.
    await user.click(screen.getByRole('button', { name: /撤销/ }));
    await waitFor(() => expect(headers()).toEqual(['*名称', '数量', '*单价']));
    await user.click(screen.getByRole('button', { name: /撤销/ }));
    await waitFor(() => expect(headers()).toEqual(['*名称', '数量', '单价']));
    await user.click(screen.getByRole('button', { name: /重做/ }));
    await waitFor(() => expect(headers()).toEqual(['*名称', '数量', '*单价']));

    await user.click(screen.getByRole('button', { name: '删除第1列' }));
    await waitFor(() => expect(headers()).toEqual(['数量', '*单价']));
    await user.click(screen.getByRole('button', { name: /生成JSON/ }));
    const json = JSON.parse(((await screen.findByTestId('design-json')) as HTMLTextAreaElement).value);
    expect(json.list[0].options.columns).toEqual([
      expect.objectContaining({ key: 'quantity' }),
      { key: 'price', title: '单价', type: 'input', rules: [{ required: true }] },
    ]);
  }, 120_000);
});
