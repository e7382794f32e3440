import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, PERMISSIONS } from '../../../test/fixtures/menu';
import { envelope, mockHttp, type MockReply, type MockRequest } from '../../../test/httpMock';
import { renderApp } from '../../../test/renderApp';

let server: ReturnType<typeof mockHttp>;
const serve = (handler: (request: MockRequest) => MockReply | undefined) => {
  server = mockHttp(handler);
};
const smsCalls = () => server.requests.filter((request) => request.url === '/sys/sms');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  server?.restore();
});

async function openPhoneTab() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('tab', { name: '手机号登录' }));
  return user;
}

describe('the 手机号登录 tab', () => {
  it('asks for a valid phone before sending a code, then counts down 60 s', async () => {
    serve((request) =>
      request.url === '/sys/sms'
        ? { status: 200, body: envelope(200, '验证码已发送，5分钟内有效') }
        : undefined,
    );
    renderApp('/user/login');
    const user = await openPhoneTab();
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入手机号!')).toBeTruthy();
    await user.type(screen.getByPlaceholderText('请输入手机号'), '12345');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('请输入正确的手机号（11位数字）')).toBeTruthy();
    expect(smsCalls()).toHaveLength(0);

    await user.clear(screen.getByPlaceholderText('请输入手机号'));
    await user.type(screen.getByPlaceholderText('请输入手机号'), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText('验证码已发送，5分钟内有效')).toBeTruthy();
    expect(smsCalls().map((request) => request.data)).toEqual([{ mobile: '13800138000', smsmode: '0' }]);
    const countdown = screen.getByRole('button', { name: /^\d+ s$/ }) as HTMLButtonElement;
    expect(countdown.disabled).toBe(true);
    expect(Number(countdown.textContent?.split(' ')[0])).toBeGreaterThan(55);
  });

  it("shows the server's refusal and lets the user ask again", async () => {
    serve((request) =>
      request.url === '/sys/sms'
        ? { status: 429, body: envelope(429, '该手机号获取验证码过于频繁，每分钟只能发送1次，请40秒后再试') }
        : undefined,
    );
    renderApp('/user/login');
    const user = await openPhoneTab();
    await user.type(screen.getByPlaceholderText('请输入手机号'), '13800138000');
    await user.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(await screen.findByText(/请40秒后再试/)).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: '获取验证码' }) as HTMLButtonElement).disabled).toBe(false),
    );
  });

  it('signs in with phone and code and goes to the redirect query', async () => {
    serve((request) => {
      if (request.url === '/sys/phoneLogin')
        return { status: 200, body: envelope(200, '登录成功', { token: 'tok', userInfo: ADMIN }) };
      if (request.url.startsWith('/sys/permission/'))
        return { status: 200, body: envelope(200, '', PERMISSIONS) };
      return undefined;
    });
    renderApp('/user/login?redirect=%2Fsystem%2Frole');
    const user = await openPhoneTab();
    await user.type(screen.getByPlaceholderText('请输入手机号'), '13800138000');
    await user.type(screen.getByPlaceholderText('请输入验证码'), '048213');
    const [, phoneSubmit] = screen.getAllByRole('button', { name: '登录' });
    await user.click(phoneSubmit ?? screen.getByRole('button', { name: '登录' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/system/role'));
    expect(server.requests.find((request) => request.url === '/sys/phoneLogin')?.data).toEqual({
      mobile: '13800138000',
      captcha: '048213',
    });
  });

  it('shows a wrong code above the fields', async () => {
    serve((request) =>
      request.url === '/sys/phoneLogin'
        ? { status: 400, body: envelope(400, '验证码错误，还可再试4次') }
        : undefined,
    );
    renderApp('/user/login');
    const user = await openPhoneTab();
    await user.type(screen.getByPlaceholderText('请输入手机号'), '13800138000');
    await user.type(screen.getByPlaceholderText('请输入验证码'), '000000');
    const buttons = screen.getAllByRole('button', { name: '登录' });
    await user.click(buttons[buttons.length - 1]);
    expect((await screen.findByRole('alert')).textContent).toContain('验证码错误，还可再试4次');
  });
});
