import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { validate, type ButtonGroupOptions, type ButtonGroupWidget } from '../../../schemas';
import { envelope, mockHttp } from '../../test/httpMock';
import { detailListWidget } from '../detail-list';
import { inputWidget } from '../input';
import { renderWidgets } from '../../test/renderWidgets';
import { buttonGroupWidget } from '.';

let server: ReturnType<typeof mockHttp>;
let reads = 0;

beforeEach(() => {
  reads = 0;
  server = mockHttp((request) => {
    if (request.url === '/demo/employee/queryById') {
      reads += 1;
      return { status: 200, body: envelope(200, '', { username: `第${reads}次读取` }) };
    }
    if (request.url === '/sys/user/sync') return { status: 200, body: envelope(200, '同步完成') };
    return undefined;
  });
});
afterEach(() => {
  server.restore();
  vi.restoreAllMocks();
});

const group = (
  actions: ButtonGroupOptions['actions'],
  align?: ButtonGroupOptions['align'],
): ButtonGroupWidget => ({
  type: 'button-group',
  key: 'buttons_1',
  model: 'buttons_1',
  options: { actions, ...(align ? { align } : {}) },
});

const names = () => screen.getAllByRole('button').map((b) => b.textContent);

describe('button-group page widget (issue 3 item 4; SPEC.md §6, §7 "Generic and other")', () => {
  it.each<[ButtonGroupOptions['align'], string]>([
    [undefined, 'flex-start'],
    ['center', 'center'],
    ['right', 'flex-end'],
  ])('ButtonGroupOptions.align %s puts the buttons at %s, in design order', (align, justify) => {
    renderWidgets(
      [buttonGroupWidget],
      [
        group(
          [
            { label: '刷新', kind: 'reload' },
            { label: '导出', kind: 'download', api: '/sys/user/exportXls' },
          ],
          align,
        ),
      ],
    );
    expect(names()).toEqual(['刷新', '导出']);
    expect(document.querySelector('.dg-page-actions')).toHaveClass(`ant-flex-justify-${justify}`);
  });

  it('Action.visible: hides a button while its visible expression is false, over the live page state', async () => {
    renderWidgets(
      [buttonGroupWidget, inputWidget],
      [
        { type: 'input', key: 'input_1', model: 'status', name: '状态', options: { placeholder: '状态' } },
        group([
          { label: '刷新', kind: 'reload' },
          {
            label: '启用',
            kind: 'request',
            api: '/sys/user/sync',
            visible: "{{ $values.status === 'off' }}",
          },
        ]),
      ],
    );
    expect(names()).toEqual(['刷新']);
    await userEvent.setup().type(screen.getByPlaceholderText('状态'), 'off');
    await waitFor(() => expect(names()).toEqual(['刷新', '启用']));
  });

  it('Action.kind: ignores crud-only actions outside a crud, with a console warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWidgets(
      [buttonGroupWidget],
      [
        group([
          { label: '新增', kind: 'add' },
          { label: '批量删除', kind: 'deleteBatch' },
          { label: '刷新', kind: 'reload' },
        ]),
      ],
    );
    expect(names()).toEqual(['刷新']);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("'新增' (add), '批量删除' (deleteBatch)"));
  });

  it('§7 reload: reloads the data widgets of its page: by a reload action, and after a request that succeeded', async () => {
    renderWidgets(
      [buttonGroupWidget, detailListWidget],
      [
        group([
          { label: '刷新', kind: 'reload' },
          { label: '同步', kind: 'request', api: '/sys/user/sync' },
        ]),
        {
          type: 'detail-list',
          key: 'detail_1',
          model: 'detail_1',
          options: { api: '/demo/employee/queryById', params: { id: '7' } },
          items: [{ label: '账号', field: 'username' }],
        },
      ],
    );
    const user = userEvent.setup();
    expect(await screen.findByText('第1次读取')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '刷新' }));
    expect(await screen.findByText('第2次读取')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '同步' }));
    expect(await screen.findByText('同步完成')).toBeInTheDocument();
    expect(await screen.findByText('第3次读取')).toBeInTheDocument();
  });

  it('its palette scaffold is a valid page item and its property panel a valid form design', () => {
    const { scaffold, panel } = buttonGroupWidget.design!;
    expect(validate('PageItem', { ...scaffold, key: 'buttons_1' }).errors).toEqual([]);
    expect(validate('FormDesign', panel).errors).toEqual([]);
  });
});
