import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { PhoneLoginRequest } from '../../../../schemas';
import { phoneLogin } from '../../session/sessionActions';
import { useGreetedSignIn } from '../useGreetedSignIn';
import { SmsCodeButton } from './SmsCodeButton';

/** SPEC.md §5's mobile phone: 11 digits, 1 then 3-9. */
export const MOBILE_RULE = { pattern: /^1[3-9]\d{9}$/, message: '请输入正确的手机号（11位数字）' };

/**
 * The 手机号登录 tab of the sign-in page: phone, 获取验证码 (60 s countdown), code. Success greets the user
 * like password sign-in, and the route guard moves on; a failure shows the server's message above the
 * fields.
 *
 * @example
 * { key: 'phone', label: '手机号登录', children: <PhoneLoginForm /> }
 */
export function PhoneLoginForm() {
  const [form] = Form.useForm<PhoneLoginRequest>();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const signIn = useGreetedSignIn();

  const submit = async (values: PhoneLoginRequest) => {
    setError(null);
    setSubmitting(true);
    const failed = await signIn(() =>
      phoneLogin({ mobile: values.mobile.trim(), captcha: values.captcha.trim() }),
    );
    if (failed) {
      setError(failed);
      setSubmitting(false);
    }
  };

  const phone = async () => {
    try {
      return (await form.validateFields(['mobile'])).mobile.trim();
    } catch {
      return null;
    }
  };

  return (
    <Form<PhoneLoginRequest> form={form} size="large" onFinish={submit} requiredMark={false}>
      {error && <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 24 }} />}
      <Form.Item name="mobile" rules={[{ required: true, message: '请输入手机号!' }, MOBILE_RULE]}>
        <Input prefix={<MobileOutlined />} placeholder="请输入手机号" maxLength={11} autoComplete="tel" />
      </Form.Item>
      <Flex gap={8} align="flex-start">
        <Form.Item name="captcha" rules={[{ required: true, message: '请输入验证码!' }]} style={{ flex: 1 }}>
          <Input
            prefix={<MailOutlined />}
            placeholder="请输入验证码"
            maxLength={6}
            autoComplete="one-time-code"
          />
        </Form.Item>
        <SmsCodeButton mode="0" phone={phone} />
      </Flex>
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
}
