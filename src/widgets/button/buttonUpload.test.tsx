/**
 * The upload action kind on a page button (issue 16): the button spins while the file dialog is open and
 * the file is sent, stops when the dialog is cancelled without sending anything, and sends the chosen file
 * with the action's params as form fields.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ButtonWidget } from '../../../schemas';
import { envelope, mockHttp } from '../../test/httpMock';
import { renderWidgets } from '../../test/renderWidgets';
import { buttonWidget } from '.';

let server: ReturnType<typeof mockHttp>;
beforeEach(() => {
  server = mockHttp((request) =>
    request.method === 'POST' && request.url === '/sys/position/importExcel'
      ? { status: 200, body: envelope(200, '文件导入成功！数据行数:3') }
      : undefined,
  );
});
afterEach(() => server.restore());

const importButton: ButtonWidget = {
  type: 'button',
  key: 'button_import',
  model: 'button_import',
  options: {
    action: {
      label: '导入职务',
      kind: 'upload',
      api: '/sys/position/importExcel',
      accept: '.xlsx',
      params: { source: 'hr' },
    },
  },
};

const spinning = () => screen.getByRole('button', { name: /导入职务/ }).classList.contains('ant-btn-loading');

describe('an upload button', () => {
  it('stops spinning when the file dialog is cancelled, sending nothing', async () => {
    const user = userEvent.setup();
    renderWidgets([buttonWidget], [importButton]);
    await user.click(screen.getByRole('button', { name: /导入职务/ }));
    await waitFor(() => expect(spinning()).toBe(true));
    fireEvent(screen.getByLabelText('选择文件'), new Event('cancel'));
    await waitFor(() => expect(spinning()).toBe(false));
    expect(server.requests).toEqual([]);
  });

  it('sends the chosen file with the params as fields and shows the server’s message', async () => {
    const user = userEvent.setup();
    renderWidgets([buttonWidget], [importButton]);
    await user.click(screen.getByRole('button', { name: /导入职务/ }));
    await user.upload(screen.getByLabelText('选择文件'), new File(['x'], '职务.xlsx'));
    expect(await screen.findByText('文件导入成功！数据行数:3')).toBeInTheDocument();
    await waitFor(() => expect(spinning()).toBe(false));
    const body = server.requests[0]!.data as FormData;
    expect(body.get('source')).toBe('hr');
    expect(body.get('file')).toMatchObject({ name: '职务.xlsx' });
  });
});
