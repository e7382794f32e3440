import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Flex, Form, Input, Tabs } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { LoginRequest } from '../../../schemas';
import { messageOf } from '../http/api';
import { loadPermissions, login } from '../session/sessionActions';
import { appStore, signInRefusalAtom } from '../session/sessionStore';
import { PhoneLoginForm } from './accounts/PhoneLoginForm';
import { SsoLogin } from './SsoLogin';

/**
 * The sign-in page (/user/login): account and password. A failure shows the server's message above
 * the fields, also when the menu is refused after the token was issued (the account stays typed); success greets the user, and the route guard, seeing a token on this page, moves on
 * to the workplace or the redirect query (SPEC.md §2), loading the menu on the way.
 *
 * @example
 * { path: 'login', element: <LoginPage /> }
 */
export function LoginPage() {
  // A sign-in turned back after the token (e.g. no menu granted) comes back here with its reason.
  const refusal = useAtomValue(signInRefusalAtom);
  const [error, setError] = useState<string | null>(refusal?.message ?? null);
  const [submitting, setSubmitting] = useState(false);
  const { notification } = App.useApp();

  const submit = async (values: LoginRequest) => {
    setError(null);
    appStore.set(signInRefusalAtom, null);
    setSubmitting(true);
    try {
      const session = await login(values);
      // The guard loads the menu too (the same shared request); greet only once it is granted, so a
      // refused sign-in does not say 欢迎回来 over its reason. The guard handles the refusal.
      const granted = await loadPermissions().then(
        () => true,
        () => false,
      );
      // Bottom right: at the top right it covered the user menu for its 4 seconds (issue 13, finding 15).
      if (granted)
        notification.success({
          message: '欢迎',
          description: `${session.welcome}，欢迎回来`,
          duration: 4,
          placement: 'bottomRight',
        });
    } catch (failure) {
      setError(messageOf(failure, '登录失败，请稍后再试'));
      setSubmitting(false);
    }
  };

  const form = (
    <Form<LoginRequest>
      size="large"
      onFinish={submit}
      autoComplete="on"
      requiredMark={false}
      initialValues={refusal ? { username: refusal.username } : undefined}
    >
      {error && <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 24 }} />}
      <Form.Item name="username" rules={[{ required: true, whitespace: true, message: '请输入用户名!' }]}>
        <Input name="username" prefix={<UserOutlined />} placeholder="请输入用户名" autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: '请输入密码!' }]}>
        <Input.Password
          name="password"
          prefix={<LockOutlined />}
          placeholder="请输入密码"
          autoComplete="current-password"
        />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          登录
        </Button>
      </Form.Item>
      <Flex justify="space-between">
        <Link to="/user/alteration">忘记密码</Link>
        <Link to="/user/register">注册账户</Link>
      </Flex>
    </Form>
  );

  return (
    <Card style={{ width: 400, maxWidth: '100%' }} styles={{ body: { paddingTop: 8 } }}>
      <Tabs
        centered
        items={[
          { key: 'account', label: '账号密码登录', children: form },
          { key: 'phone', label: '手机号登录', children: <PhoneLoginForm /> },
        ]}
      />
      <SsoLogin />
    </Card>
  );
}
