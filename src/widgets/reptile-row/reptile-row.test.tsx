import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validate } from '../../../schemas';
import { envelope, mockHttp } from '../../test/httpMock';
import { renderWidgets } from '../../test/renderWidgets';
import { inputWidget } from '../input';
import { textareaWidget } from '../textarea';
import { reptileRowWidget } from '.';

const ROW = { id: 'row1', projectId: 'p1', url: 'https://a.example/n/1', title: '公告 1', price: '10' };
const FIELDS = [
  { name: 'title', label: '标题', selector: 'h1' },
  { name: 'price', label: '价格', selector: '.price' },
];

let server: ReturnType<typeof mockHttp>;
let jsonStr: string | null = null;
beforeEach(() => {
  jsonStr = null;
  server = mockHttp((request) => {
    if (request.url.startsWith('/reptile/data/queryById'))
      return { status: 200, body: envelope(200, '', ROW) };
    if (request.url.startsWith('/reptile/data/form'))
      return {
        status: 200,
        body: envelope(200, '', { designId: jsonStr ? 'd1' : null, jsonStr, fields: FIELDS }),
      };
    if (request.url === '/reptile/data/edit') return { status: 200, body: envelope(200, '编辑成功!', ROW) };
    return undefined;
  });
});
afterEach(() => server.restore());

const widget = { type: 'reptile-row' as const, key: 'row_form', options: { rowId: 'row1' } };

describe('reptile-row: a collected row in its bound form', () => {
  it('opens the row in the bound designer form and saves the correction', async () => {
    jsonStr = JSON.stringify({
      list: [
        { type: 'input', name: '公告标题', key: 'input_title', model: 'title', options: { width: '100%' } },
      ],
      config: { ui: 'Ant Design' },
    });
    renderWidgets([reptileRowWidget, inputWidget, textareaWidget], [widget]);
    const box = await screen.findByTestId('reptile-row');
    const input = await waitFor(() => {
      const found = box.querySelector('input');
      expect(found, box.textContent ?? '').not.toBeNull();
      return found!;
    });
    expect(box).toHaveTextContent('公告标题');
    expect(input).toHaveValue('公告 1');
    const user = userEvent.setup();
    await user.clear(input);
    await user.type(input, '公告 1（已核对）');
    await user.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(server.requests.find((r) => r.url === '/reptile/data/edit')?.data).toMatchObject({
        id: 'row1',
        title: '公告 1（已核对）',
      }),
    );
  });

  it('edits the fields one by one when the project binds no form', async () => {
    renderWidgets([reptileRowWidget, inputWidget, textareaWidget], [widget]);
    const box = await screen.findByTestId('reptile-row');
    await waitFor(() => expect(box).toHaveTextContent('项目没有绑定表单，按采集字段编辑'));
    expect(box).toHaveTextContent('标题');
    expect(box).toHaveTextContent('价格');
  });

  it('its palette scaffold is a valid page item and its property panel a valid form design', () => {
    const { scaffold, panel } = reptileRowWidget.design!;
    expect(validate('PageItem', { ...scaffold, key: 'row_form' }).errors).toEqual([]);
    expect(validate('FormDesign', panel).errors).toEqual([]);
  });
});
