import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FormPanelWidget, Params } from '../../../schemas';
import { departRecord } from '../../test/fixtures/records';
import { envelope, mockHttp } from '../../test/httpMock';
import { inputWidget } from '../input';
import { renderWidgets } from '../../test/renderWidgets';
import { formPanelWidget } from '.';

let server: ReturnType<typeof mockHttp>;
let saved: unknown;

beforeEach(() => {
  saved = undefined;
  server = mockHttp((request) => {
    if (request.url === '/sys/sysDepart/queryById')
      return { status: 200, body: envelope(200, '', departRecord({ id: 'd1', departName: '研发部' })) };
    if (request.url === '/sys/sysDepart/edit') {
      saved = request.data;
      return { status: 200, body: envelope(200, '编辑成功!') };
    }
    return undefined;
  });
});
afterEach(() => server.restore());

const panel = (params: Params): FormPanelWidget => ({
  type: 'form-panel',
  key: 'panel_1',
  model: 'panel_1',
  options: {
    title: '部门信息',
    loadApi: '/sys/sysDepart/queryById',
    params,
    saveApi: '/sys/sysDepart/edit',
    form: {
      list: [
        { type: 'input', name: '部门名称', key: 'input_1', model: 'departName', options: { required: true } },
      ],
      config: { ui: 'Ant Design' },
    },
  },
});

describe('form-panel page widget (issue 4 departments screen)', () => {
  it('waits for its params, then loads the record and saves it with its id', async () => {
    renderWidgets([formPanelWidget, inputWidget], [panel({ id: '{{ $values.depart }}' })]);
    expect(await screen.findByText('请先选择一条记录')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('loads, edits and saves, showing the server message', async () => {
    renderWidgets([formPanelWidget, inputWidget], [panel({ id: 'd1' })]);
    const box = await screen.findByDisplayValue('研发部');
    const user = userEvent.setup();
    await user.clear(box);
    await user.type(box, '研发中心');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('编辑成功!')).toBeInTheDocument();
    // The record as loaded, with the edit: the server keeps only what its edit request declares.
    await waitFor(() => expect(saved).toMatchObject({ id: 'd1', departName: '研发中心', orgCode: 'd1' }));
  });
});
