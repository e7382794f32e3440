import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntApp, ConfigProvider } from 'antd';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { Provider as StoreProvider } from 'jotai';
import type { ReactNode } from 'react';
import { APP_CONFIG } from '../appTheme';
import { UserMenu } from '../layouts/UserMenu';
import { appStore, sessionAtom } from '../session/sessionStore';
import { localStore } from '../session/storage';
import { ADMIN } from '../../test/fixtures/menu';
import { envelope, mockHttp, type MockReply, type MockRequest } from '../../test/httpMock';

let server: ReturnType<typeof mockHttp> | undefined;
const serve = (handler: (request: MockRequest) => MockReply | undefined) => {
  server = mockHttp(handler);
};

function Host({ children }: { children: ReactNode }) {
  return (
    <StoreProvider store={appStore}>
      <MemoryRouter>
        <ConfigProvider {...APP_CONFIG}>
          <AntApp>{children}</AntApp>
        </ConfigProvider>
      </MemoryRouter>
    </StoreProvider>
  );
}

const SESSION = {
  token: 't',
  username: 'admin',
  realname: '管理员',
  welcome: '',
  avatar: '',
  userInfo: ADMIN,
};

async function choose(item: string) {
  const user = userEvent.setup();
  await user.click(screen.getByTestId('user-menu'));
  await user.click(await screen.findByText(item));
  return user;
}

beforeEach(() => {
  localStorage.clear();
  appStore.set(sessionAtom, SESSION);
});
afterEach(() => {
  cleanup();
  server?.restore();
  server = undefined;
  appStore.set(sessionAtom, null);
});

describe('修改密码', () => {
  it('warns 当前系统无登陆用户! when nobody is signed in', async () => {
    appStore.set(sessionAtom, null);
    render(<UserMenu />, { wrapper: Host });
    await choose('修改密码');
    expect(await screen.findByText('当前系统无登陆用户!')).toBeTruthy();
    expect(screen.queryByPlaceholderText('请输入旧密码')).toBeNull();
  });

  it('sends the three fields with the username and shows the server’s message', async () => {
    serve((request) =>
      request.url === '/sys/user/updatePassword'
        ? { status: 200, body: envelope(200, '密码修改成功！', null) }
        : undefined,
    );
    render(<UserMenu />, { wrapper: Host });
    const user = await choose('修改密码');
    await user.type(await screen.findByPlaceholderText('请输入旧密码'), '123456');
    await user.type(screen.getByPlaceholderText('请输入新密码'), 'abcdef');
    await user.type(screen.getByPlaceholderText('请确认新密码'), 'abcdef');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('密码修改成功！')).toBeTruthy();
    expect(server!.requests.find((r) => r.url === '/sys/user/updatePassword')).toMatchObject({
      method: 'POST',
      data: { username: 'admin', oldpassword: '123456', password: 'abcdef', confirmpassword: 'abcdef' },
    });
  });
  it('asks for each field, 6-16 characters, and the same password twice (SPEC.md §5), sending nothing', async () => {
    serve(() => undefined);
    render(<UserMenu />, { wrapper: Host });
    const user = await choose('修改密码');
    await user.click(await screen.findByRole('button', { name: '确定' }));
    for (const message of ['请输入旧密码!', '请输入新密码!', '请确认新密码!'])
      expect(await screen.findByText(message)).toBeTruthy();
    await user.type(screen.getByPlaceholderText('请输入新密码'), 'abc');
    expect(await screen.findByText('请至少输入6-16位任意字符')).toBeTruthy();
    await user.type(screen.getByPlaceholderText('请输入新密码'), 'def');
    await user.type(screen.getByPlaceholderText('请确认新密码'), 'abcdeg');
    expect(await screen.findByText('两次输入的密码不一样！')).toBeTruthy();
    expect(server!.requests.filter((r) => r.url === '/sys/user/updatePassword')).toEqual([]);
  });
});

describe('切换部门', () => {
  const departs = (orgCode: string | null) => ({
    list: [
      { id: 'd2', departName: '市场部', orgCode: 'A01A02', parentId: 'd0' },
      { id: 'd3', departName: '财务部', orgCode: 'A01A03', parentId: 'd0' },
    ],
    orgCode,
  });

  it('warns 您尚未设置部门信息! and opens nothing for a user in no department', async () => {
    serve(() => ({ status: 200, body: envelope(200, '查询成功', { list: [], orgCode: null }) }));
    render(<UserMenu />, { wrapper: Host });
    await choose('切换部门');
    expect(await screen.findByText('您尚未设置部门信息!')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('marks the select when 确认 finds nothing chosen, then switches and stores the user info', async () => {
    const switched = { ...ADMIN, orgCode: 'A01A03' };
    serve((request) => {
      if (request.url === '/sys/user/getCurrentUserDeparts')
        return { status: 200, body: envelope(200, '查询成功', departs(null)) };
      if (request.url === '/sys/selectDepart')
        return { status: 200, body: envelope(200, '切换成功', { userInfo: switched }) };
      return undefined;
    });
    render(<UserMenu />, { wrapper: Host });
    const user = await choose('切换部门');
    expect(await screen.findByText('部门切换')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() =>
      expect(document.querySelector('.ant-form-item-explain-error')?.textContent).toBe('请选择登录部门'),
    );
    expect(document.querySelector('.ant-select-status-error')).not.toBeNull();
    expect(server!.requests.some((r) => r.url === '/sys/selectDepart')).toBe(false);

    await user.click(screen.getByRole('combobox', { name: '当前部门' }));
    await user.click(await screen.findByTitle('财务部'));
    await user.click(screen.getByRole('button', { name: '确认' }));
    expect(await screen.findByText('切换成功')).toBeTruthy();
    expect(server!.requests.find((r) => r.url === '/sys/selectDepart')).toMatchObject({
      method: 'POST',
      data: { orgCode: 'A01A03' },
    });
    expect(localStore.get<{ orgCode: string }>('Login_Userinfo')?.orgCode).toBe('A01A03');
    expect(appStore.get(sessionAtom)?.userInfo).toMatchObject({ orgCode: 'A01A03' });
  });

  it('names the current department in the title', async () => {
    serve(() => ({ status: 200, body: envelope(200, '查询成功', departs('A01A02')) }));
    render(<UserMenu />, { wrapper: Host });
    await choose('切换部门');
    expect(await screen.findByText('部门切换（当前部门 : 市场部）')).toBeTruthy();
  });
});
