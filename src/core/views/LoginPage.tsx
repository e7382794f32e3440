import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Flex, Form, Input, Tabs } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { LoginRequest } from '../../../schemas';
import { messageOf } from '../http/api';
import { login } from '../session/sessionActions';

/**
 * The sign-in page (/user/login): account and password. A failure shows the server's message above
 * the fields; success greets the user, and the route guard, seeing a token on this page, moves on
 * to the workplace or the redirect query (SPEC.md §2), loading the menu on the way.
 *
 * @example
 * { path: 'login', element: <LoginPage /> }
 */
export function LoginPage() {
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const { notification } = App.useApp();

  const submit = async (values: LoginRequest) => {
    setError(null);
    setSubmitting(true);
    try {
      const session = await login(values);
      notification.success({ message: '欢迎', description: `${session.welcome}，欢迎回来`, duration: 4 });
    } catch (failure) {
      setError(messageOf(failure, '登录失败，请稍后再试'));
      setSubmitting(false);
    }
  };

  const form = (
    <Form<LoginRequest> size="large" onFinish={submit} autoComplete="on" requiredMark={false}>
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
      <Tabs centered items={[{ key: 'account', label: '账号密码登录', children: form }]} />
    </Card>
  );
}
