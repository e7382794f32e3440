import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { UserSelectOptions, UserSelectWidget } from '../../../schemas';
import { fakePickerServer } from '../../pickers/pickers.testing';
import { renderWidgets } from '../../test/renderWidgets';
import { userSelectWidget } from '.';

const widget = (options: UserSelectOptions = {}): UserSelectWidget => ({
  type: 'user-select',
  name: '经办人',
  key: 'user_select_1',
  model: 'handler',
  options: { placeholder: '请选择经办人', ...options },
});

let server: ReturnType<typeof fakePickerServer>;
beforeEach(() => {
  server = fakePickerServer();
});
afterEach(() => server.restore());

const dialog = () => screen.findByRole('dialog', { name: '根据部门选择用户' }, { timeout: 5000 });
const rowOf = (within_: HTMLElement, text: string) => within(within_).getByText(text).closest('tr')!;
/** The names the box shows. */
const shown = () =>
  [...document.querySelectorAll('.dg-user-select .ant-select-selection-item')].map(
    (item) => item.textContent,
  );
const userRequests = () =>
  server.requests
    .filter((request) => request.url === '/sys/user/queryUserComponentData')
    .map((request) => Object.fromEntries(new URL(request.uri, 'http://test').searchParams));

describe('user-select (选择用户)', () => {
  it('shows the stored account names as real names, asked once by their exact names', async () => {
    const form = renderWidgets(
      [userSelectWidget],
      [widget({ multiple: true, defaultValue: 'admin,zhangsan' })],
    );
    await waitFor(() => expect(shown()).toEqual(['管理员', '张三']));
    expect(userRequests()).toEqual([expect.objectContaining({ username: 'admin,zhangsan,' })]);
    await act(async () => expect(await form.current().getData()).toEqual({ handler: 'admin,zhangsan' }));
  });

  it('picks users by department: 10 a page, newest first, search by 姓名; stores usernames, shows realnames', async () => {
    const user = userEvent.setup();
    const form = renderWidgets([userSelectWidget], [widget({ multiple: true })]);
    await user.click(await screen.findByRole('combobox'));
    const modal = await dialog();
    expect(modal.closest('.ant-modal')).toHaveStyle({ width: '1250px' });
    // Newest first: the first page is the ten 职员, their newest on top.
    await within(modal).findByText('职员12');
    expect(
      within(modal)
        .getAllByRole('row')
        .slice(1, 3)
        .map((row) => row.textContent),
    ).toEqual([expect.stringContaining('职员12'), expect.stringContaining('职员11')]);
    expect(within(modal).getByText('1-10 共 12 条')).toBeInTheDocument();
    expect(userRequests()[0]).toMatchObject({
      pageNo: '1',
      pageSize: '10',
      column: 'createTime',
      order: 'desc',
    });

    await user.click(within(modal).getByText('研发部'));
    await within(modal).findByText('张三');
    expect(userRequests().at(-1)).toMatchObject({ departId: 'd2' });
    await user.click(within(rowOf(modal, '张三')).getByRole('checkbox'));

    await user.type(within(modal).getByPlaceholderText('输入姓名查询'), '管理');
    await user.click(within(modal).getByRole('button', { name: '查询' }));
    await waitFor(() => expect(within(modal).queryByText('张三')).not.toBeInTheDocument());
    expect(userRequests().at(-1)).toMatchObject({ departId: 'd2', realname: '管理', pageNo: '1' });
    await user.click(within(rowOf(modal, '管理员')).getByRole('checkbox'));
    await user.click(within(modal).getByRole('button', { name: '确定' }));

    await waitFor(() => expect(shown()).toEqual(['张三', '管理员']));
    await act(async () => expect(await form.current().getData()).toEqual({ handler: 'zhangsan,admin' }));
  });

  it('keeps one user when single, and stores ids with store id', async () => {
    const user = userEvent.setup();
    const form = renderWidgets([userSelectWidget], [widget({ store: 'id' })]);
    await user.click(await screen.findByRole('combobox'));
    const modal = await dialog();
    await user.click(await within(modal).findByText('职员12'));
    await user.click(within(modal).getByText('职员11'));
    expect(within(modal).getAllByRole('radio', { checked: true })).toHaveLength(1);
    await user.click(within(modal).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(shown()).toEqual(['职员11']));
    await act(async () => expect(await form.current().getData()).toEqual({ handler: 'u11' }));
  });

  it('is required like any field', async () => {
    const form = renderWidgets([userSelectWidget], [widget({ required: true })]);
    await act(async () => expect(form.current().getData()).rejects.toThrow('表单数据校验失败'));
    expect(await screen.findByText('经办人必须填写')).toBeInTheDocument();
  });
});
