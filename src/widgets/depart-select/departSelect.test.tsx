import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DepartSelectOptions, DepartSelectWidget } from '../../../schemas';
import { fakePickerServer } from '../../pickers/pickers.testing';
import { renderWidgets } from '../../test/renderWidgets';
import { departSelectWidget } from '.';

const widget = (options: DepartSelectOptions = {}): DepartSelectWidget => ({
  type: 'depart-select',
  name: '所属部门',
  key: 'depart_select_1',
  model: 'dept',
  options,
});

let server: ReturnType<typeof fakePickerServer>;
beforeEach(() => {
  server = fakePickerServer();
});
afterEach(() => server.restore());

const shown = () =>
  [...document.querySelectorAll('.dg-depart-select .ant-select-selection-item')].map(
    (item) => item.textContent,
  );
const open = async () => {
  await userEvent.click(await screen.findByRole('combobox'));
  return screen.findByRole('dialog', { name: '选择部门' }, { timeout: 5000 });
};
/** The tick box of a department in the tree. */
const tick = (modal: HTMLElement, name: string) =>
  within(modal).getByTitle(name).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!;
const ticked = (modal: HTMLElement) =>
  [...modal.querySelectorAll('.ant-tree-treenode-checkbox-checked .ant-tree-title')].map(
    (node) => node.textContent,
  );

describe('depart-select (选择部门)', () => {
  it('shows stored ids as department names', async () => {
    renderWidgets([departSelectWidget], [widget({ multiple: true, defaultValue: 'd2,d3' })]);
    await waitFor(() => expect(shown()).toEqual(['研发部', '财务部']));
  });

  it('single keeps only the newest tick; ticking a parent ticks no child', async () => {
    const form = renderWidgets([departSelectWidget], [widget()]);
    const modal = await open();
    await within(modal).findByTitle('北京总公司');
    await userEvent.click(tick(modal, '北京总公司'));
    expect(ticked(modal)).toEqual(['北京总公司']);
    await userEvent.click(tick(modal, '研发部'));
    expect(ticked(modal)).toEqual(['研发部']);
    await userEvent.click(within(modal).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(shown()).toEqual(['研发部']));
    await act(async () => expect(await form.current().getData()).toEqual({ dept: 'd2' }));
  });

  it('multiple keeps all, searches by name, and stores orgCodes when asked', async () => {
    const form = renderWidgets([departSelectWidget], [widget({ multiple: true, store: 'orgCode' })]);
    const modal = await open();
    await within(modal).findByTitle('研发部');
    await userEvent.click(tick(modal, '研发部'));
    await userEvent.type(within(modal).getByPlaceholderText('输入部门名称搜索'), '财务');
    expect(within(modal).queryByTitle('研发部')).not.toBeInTheDocument();
    expect(within(modal).getByTitle('北京总公司')).toBeInTheDocument();
    await userEvent.click(tick(modal, '财务部'));
    await userEvent.type(within(modal).getByPlaceholderText('输入部门名称搜索'), '{Backspace}{Backspace}');
    await waitFor(() => expect(ticked(modal)).toEqual(['研发部', '财务部']));
    await userEvent.click(within(modal).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(shown()).toEqual(['研发部', '财务部']));
    await act(async () => expect(await form.current().getData()).toEqual({ dept: 'A01A01,A01A02' }));
  });

  it('says so when no department matches', async () => {
    const modal = await (renderWidgets([departSelectWidget], [widget()]), open());
    await within(modal).findByTitle('研发部');
    await userEvent.type(within(modal).getByPlaceholderText('输入部门名称搜索'), '不存在');
    expect(within(modal).getByText('没有名称含这些字的部门')).toBeInTheDocument();
  });
});
