import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Form, Input, Tabs } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { LoginRequest } from '../../../schemas';
import { login } from '../session/sessionActions';
import { appStore, signInRefusalAtom } from '../session/sessionStore';
import { PhoneLoginForm } from './accounts/PhoneLoginForm';
import { SsoLogin } from './SsoLogin';
import { useGreetedSignIn } from './useGreetedSignIn';

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
  const signIn = useGreetedSignIn();

  const submit = async (values: LoginRequest) => {
    setError(null);
    appStore.set(signInRefusalAtom, null);
    setSubmitting(true);
    const failed = await signIn(() => login(values));
    if (failed) {
      setError(failed);
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
