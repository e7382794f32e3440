/**
 * 选项来源 in the property panel (issue 13): a radio, checkbox or select takes its options from a
 * dictionary chosen from the dictionary list; the canvas draws the items; choosing it is one undo step.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../App';
import { FormDesigner } from '../../designer/FormDesigner';
import { dictRecord, pageOf } from '../../test/fixtures/records';
import { envelope, mockHttp } from '../../test/httpMock';
import { SEX_ITEMS } from './choiceDictionary.testing';

const DICTIONARIES = [
  dictRecord({ id: 'd1', dictName: '性别', dictCode: 'sex' }),
  dictRecord({ id: 'd2', dictName: '优先级', dictCode: 'priority' }),
];

let server: ReturnType<typeof mockHttp>;
beforeEach(() => {
  server = mockHttp((request) => {
    if (request.url === '/cgform/cgFormField/onlineTables')
      return { status: 200, body: envelope(200, '查询成功', []) };
    if (request.url === '/sys/dict/list')
      return { status: 200, body: envelope(200, '查询成功', pageOf(DICTIONARIES)) };
    if (request.url === '/sys/dict/getDictItems/sex')
      return { status: 200, body: envelope(200, '操作成功', SEX_ITEMS) };
    return undefined;
  });
});
afterEach(() => server.restore());

const panel = () => screen.getByTestId('property-panel');
const canvasItem = () => screen.getByTestId('canvas-item-radio_1');
const undo = () => screen.getByRole('button', { name: /撤销/ });

async function designJson(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /生成JSON/ }));
  const text = (await screen.findByTestId('design-json')) as HTMLTextAreaElement;
  const json = JSON.parse(text.value);
  await user.click(within(text.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByTestId('design-json')).toBeNull());
  return json as { list: Array<{ options: Record<string, unknown> }> };
}

describe('选项来源 字典', () => {
  it('hides the static options, lists the dictionaries, draws the chosen one on the canvas; one undo step', async () => {
    const user = userEvent.setup();
    render(
      <AppProviders>
        <MemoryRouter initialEntries={['/online/designer']}>
          <FormDesigner />
        </MemoryRouter>
      </AppProviders>,
    );
    await user.click(await screen.findByTestId('palette-radio'));
    expect(await within(canvasItem()).findByText('选项1')).toBeInTheDocument();
    expect(within(panel()).getByTestId('options-editor')).toBeInTheDocument();
    expect(within(panel()).queryByText('字典', { selector: '.ant-formily-item-label *' })).toBeNull();

    await user.click(within(panel()).getByRole('radio', { name: '字典' }));
    await waitFor(() => expect(within(panel()).queryByTestId('options-editor')).toBeNull());
    const dictField = (
      await within(panel()).findByText('字典', { selector: '.ant-formily-item-label *' })
    ).closest('.ant-formily-item') as HTMLElement;
    await user.click(within(dictField).getByRole('combobox'));
    await user.click(await screen.findByTitle('性别'));

    await waitFor(() => expect(within(canvasItem()).getByText('男')).toBeInTheDocument());
    expect(within(canvasItem()).getByText('女')).toBeInTheDocument();
    expect(within(canvasItem()).queryByText('选项1')).toBeNull();
    expect((await designJson(user)).list[0]!.options).toMatchObject({
      optionSource: 'dict',
      dictCode: 'sex',
    });
    expect(server.requests.filter((r) => r.url === '/sys/dict/list')[0]!.uri).toContain('pageSize=100');

    // Choosing the dictionary was one step: undo leaves 字典 chosen, with no dictionary yet.
    await user.click(undo());
    await waitFor(() => expect(within(canvasItem()).queryByText('男')).toBeNull());
    const undone = (await designJson(user)).list[0]!.options;
    expect(undone.optionSource).toBe('dict');
    expect(undone.dictCode).toBeUndefined();
    await user.click(undo());
    expect(await within(canvasItem()).findByText('选项1')).toBeInTheDocument();
    expect(await within(panel()).findByTestId('options-editor')).toBeInTheDocument();
  }, 60_000);
});
