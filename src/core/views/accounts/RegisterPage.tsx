import { LockOutlined, MailOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { confirmRules, passwordRules } from '../../account/passwordRules';
import { LOGIN_PATH } from '../../constants';
import { messageOf, postAction } from '../../http/api';
import { MOBILE_RULE } from './PhoneLoginForm';
import { SmsCodeButton } from './SmsCodeButton';

interface RegisterValues {
  username: string;
  password: string;
  confirmPassword: string;
  phone: string;
  smscode: string;
}

/**
 * 注册 (/user/register): username, password twice (SPEC.md §5), phone and its register code. Success goes to
 * /user/register-result; a refusal (name taken, wrong code, registration closed) shows the server's
 * message above the fields.
 *
 * @example
 * { path: 'register', element: <RegisterPage /> }
 */
export function RegisterPage() {
  const [form] = Form.useForm<RegisterValues>();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const navigate = useNavigate();

  const submit = async (values: RegisterValues) => {
    setError(null);
    setSubmitting(true);
    try {
      const body = await postAction(
        '/sys/user/register',
        {
          username: values.username.trim(),
          password: values.password,
          confirmPassword: values.confirmPassword,
          phone: values.phone.trim(),
          smscode: values.smscode.trim(),
        },
        { silent: true },
      );
      if (!body.success) throw new Error(body.message);
      navigate('/user/register-result', { state: { username: values.username.trim() } });
    } catch (failure) {
      setError(messageOf(failure, failure instanceof Error ? failure.message : '注册失败，请稍后再试'));
      setSubmitting(false);
    }
  };

  const phone = async () => {
    try {
      return (await form.validateFields(['phone'])).phone.trim();
    } catch {
      return null;
    }
  };

  return (
    <Card style={{ width: 400, maxWidth: '100%' }}>
      <Typography.Title level={4} style={{ marginTop: 0, marginBottom: 20 }}>
        注册
      </Typography.Title>
      <Form<RegisterValues> form={form} size="large" onFinish={submit} requiredMark={false}>
        {error && <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 24 }} />}
        <Form.Item
          name="username"
          rules={[
            { required: true, whitespace: true, message: '请输入用户名!' },
            { pattern: /^\s*[A-Za-z0-9_.@-]{2,32}\s*$/, message: '用户名应为2-32位字母、数字或 _ - . @' },
          ]}
        >
          <Input prefix={<UserOutlined />} placeholder="请输入用户名" autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" rules={passwordRules('请输入密码!')}>
          <Input.Password
            prefix={<LockOutlined />}
            placeholder="密码：6-16位任意字符"
            autoComplete="new-password"
          />
        </Form.Item>
        <Form.Item name="confirmPassword" dependencies={['password']} rules={confirmRules('请确认密码!')}>
          <Input.Password prefix={<LockOutlined />} placeholder="确认密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="phone" rules={[{ required: true, message: '请输入手机号!' }, MOBILE_RULE]}>
          <Input prefix={<MobileOutlined />} placeholder="11位手机号" maxLength={11} autoComplete="tel" />
        </Form.Item>
        <Flex gap={8} align="flex-start">
          <Form.Item
            name="smscode"
            rules={[{ required: true, message: '请输入验证码!' }]}
            style={{ flex: 1 }}
          >
            <Input
              prefix={<MailOutlined />}
              placeholder="短信验证码"
              maxLength={6}
              autoComplete="one-time-code"
            />
          </Form.Item>
          <SmsCodeButton mode="1" phone={phone} />
        </Flex>
        <Flex justify="space-between" align="center">
          <Button type="primary" htmlType="submit" loading={submitting} style={{ width: '50%' }}>
            注册
          </Button>
          <Link to={LOGIN_PATH}>使用已有账户登录</Link>
        </Flex>
      </Form>
    </Card>
  );
}
