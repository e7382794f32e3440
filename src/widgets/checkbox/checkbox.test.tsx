import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RemoteFunction } from '../../runtime';
import { useDictionaryServer } from '../shared/choiceDictionary.testing';
import { checkDesign } from '../shared/designCheck.testing';
import { renderWidgets } from '../../test/renderWidgets';
import { checkboxWidget } from '.';
import type { CheckboxOptions, CheckboxWidget } from '../../../schemas';

const OPTIONS = [
  { value: 'r', label: '读' },
  { value: 'w', label: '写' },
  { value: 'x', label: '执行' },
];

const widget = (options: CheckboxOptions): CheckboxWidget => ({
  type: 'checkbox',
  name: '权限',
  key: 'checkbox_1',
  model: 'perms',
  options: { options: OPTIONS, ...options },
});

describe('checkbox', () => {
  it('§3: shows its label and checks the default values; showLabel false shows option values', async () => {
    renderWidgets([checkboxWidget], [widget({ defaultValue: ['w'], showLabel: false })]);
    expect(await screen.findByText('权限')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'w' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'r' })).not.toBeChecked();
    expect(screen.queryByText('读')).not.toBeInTheDocument();
    // Not inline: one option per line.
    expect(screen.getByRole('checkbox', { name: 'w' }).closest('label')).toHaveStyle({ display: 'flex' });
  });

  it('§3: getData yields a string[] in the order the boxes were checked', async () => {
    const form = renderWidgets([checkboxWidget], [widget({ showLabel: true, defaultValue: [] })]);
    await userEvent.click(await screen.findByRole('checkbox', { name: '执行' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '读' }));
    await act(async () => expect(await form.current().getData()).toEqual({ perms: ['x', 'r'] }));
    await userEvent.click(screen.getByRole('checkbox', { name: '执行' }));
    await act(async () => expect(await form.current().getData()).toEqual({ perms: ['r'] }));
  });

  it('§3: an empty design default still yields a list', async () => {
    const form = renderWidgets([checkboxWidget], [widget({})]);
    await screen.findAllByRole('checkbox');
    await act(async () => expect(await form.current().getData()).toEqual({ perms: [] }));
  });

  it('§7: remote options come from the host function, mapped by props, via its resolve callback', async () => {
    const funcGetRoles: RemoteFunction = (resolve) =>
      resolve([
        { id: 'admin', title: '管理员' },
        { id: 'user', title: '普通用户' },
      ]);
    const form = renderWidgets(
      [checkboxWidget],
      [widget({ remote: true, remoteFunc: 'funcGetRoles', props: { value: 'id', label: 'title' } })],
      {},
      { remote: { funcGetRoles } },
    );
    await userEvent.click(await screen.findByRole('checkbox', { name: '普通用户' }));
    expect(screen.queryByText('读')).not.toBeInTheDocument();
    await act(async () => expect(await form.current().getData()).toEqual({ perms: ['user'] }));
  });

  it('§7: a host function may return a promise; until then the cached remoteOptions show', async () => {
    let answer: (records: unknown[]) => void = () => undefined;
    const funcGetTags: RemoteFunction = () => new Promise<unknown[]>((resolve) => (answer = resolve));
    renderWidgets(
      [checkboxWidget],
      [
        widget({
          remote: true,
          remoteFunc: 'funcGetTags',
          remoteOptions: [{ value: 'old', label: '缓存项' }],
          props: { value: 'value', label: 'label' },
        }),
      ],
      {},
      { remote: { funcGetTags } },
    );
    expect(await screen.findByRole('checkbox', { name: '缓存项' })).toBeInTheDocument();
    await act(async () => answer([{ value: 'new', label: '新标签' }]));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: '新标签' })).toBeInTheDocument());
    expect(screen.queryByText('缓存项')).not.toBeInTheDocument();
  });

  it('§5: required shows the name plus 必须填写 when nothing is checked', async () => {
    const form = renderWidgets([checkboxWidget], [widget({ required: true, defaultValue: [] })]);
    await act(async () => expect(form.current().getData()).rejects.toThrow('表单数据校验失败'));
    expect(await screen.findByText('权限必须填写')).toBeInTheDocument();
  });

  it('§3: disabled locks every box; inline puts them on one line', async () => {
    renderWidgets([checkboxWidget], [widget({ disabled: true, inline: true })]);
    const boxes = await screen.findAllByRole('checkbox');
    boxes.forEach((box) => expect(box).toBeDisabled());
    expect(boxes[0]!.closest('label')).not.toHaveStyle({ display: 'flex' });
  });

  it("§3: renders and yields data in the 'Element' flavour", async () => {
    const form = renderWidgets([checkboxWidget], [widget({ showLabel: true, defaultValue: ['r'] })], {
      ui: 'Element',
    });
    await userEvent.click(await screen.findByRole('checkbox', { name: '写' }));
    await act(async () => expect(await form.current().getData()).toEqual({ perms: ['r', 'w'] }));
  });

  it('§2, §3: the palette scaffold and property panel are valid designs; the scaffold draws', async () => {
    const { widget: scaffold, errors } = checkDesign(checkboxWidget);
    expect(errors).toBe('');
    expect(checkboxWidget.design?.label).toBe('多选框组');
    renderWidgets([checkboxWidget], [scaffold]);
    expect(await screen.findAllByRole('checkbox')).toHaveLength(3);
  });
});

describe('checkbox from a dictionary', () => {
  const requests = useDictionaryServer();

  it("draws the items' texts and yields the checked values, in the Ant Design flavour", async () => {
    const form = renderWidgets(
      [checkboxWidget],
      [widget({ optionSource: 'dict', dictCode: 'sex', defaultValue: ['1'] })],
    );
    expect(await screen.findByRole('checkbox', { name: '男' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: '女' }));
    await act(async () => expect(await form.current().getData()).toEqual({ perms: ['1', '2'] }));
    expect(screen.queryByRole('checkbox', { name: '读' })).toBeNull();
    expect(requests().map((r) => r.url)).toEqual(['/sys/dict/getDictItems/sex']);
  });
});
