import { MailOutlined, MobileOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Flex, Form, Input, Result, Steps } from 'antd';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { PhoneVerificationResult } from '../../../../schemas';
import { LOGIN_PATH } from '../../constants';
import { messageOf, postAction } from '../../http/api';
import { MOBILE_RULE } from './PhoneLoginForm';
import { confirmRules, passwordRules } from '../../account/passwordRules';
import { SmsCodeButton } from './SmsCodeButton';

/** Seconds on the 完成 step before going back to sign-in. */
const BACK_TO_LOGIN_S = 5;

interface Verified {
  phone: string;
  username: string;
  /** The reset ticket phoneVerification answered (JeecgBoot's field name). */
  smscode: string;
}

async function post<T>(url: string, body: unknown): Promise<T> {
  const answer = await postAction<T>(url, body, { silent: true });
  if (!answer.success) throw new Error(answer.message);
  return answer.result;
}

const failureText = (failure: unknown, fallback: string) =>
  messageOf(failure, failure instanceof Error ? failure.message : fallback);

/**
 * 找回密码 (/user/alteration) in three steps: 手机验证 (phone + reset code → POST
 * /sys/user/phoneVerification), 更改密码 (new password twice → POST /sys/user/passwordChange, in the body),
 * 完成 (back to sign-in after 5 s). The server answers an unregistered phone as a wrong code.
 *
 * @example
 * { path: 'alteration', element: <AlterationPage /> }
 */
export function AlterationPage() {
  const [verified, setVerified] = useState<Verified | null>(null);
  const [done, setDone] = useState(false);
  const current = done ? 2 : verified ? 1 : 0;
  return (
    <Card style={{ width: 560, maxWidth: '100%' }}>
      <Steps
        current={current}
        size="small"
        style={{ marginBottom: 32 }}
        items={[{ title: '手机验证' }, { title: '更改密码' }, { title: '完成' }]}
      />
      {current === 0 && <VerifyPhone onVerified={setVerified} />}
      {current === 1 && verified && (
        <NewPassword verified={verified} onBack={() => setVerified(null)} onDone={() => setDone(true)} />
      )}
      {current === 2 && <Finished />}
    </Card>
  );
}

function VerifyPhone({ onVerified }: { onVerified: (verified: Verified) => void }) {
  const [form] = Form.useForm<{ phone: string; captcha: string }>();
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: { phone: string; captcha: string }) => {
    setError(null);
    setSubmitting(true);
    try {
      const phone = values.phone.trim();
      const result = await post<PhoneVerificationResult>('/sys/user/phoneVerification', {
        phone,
        smscode: values.captcha.trim(),
      });
      onVerified({ phone, username: result.username, smscode: result.smscode });
    } catch (failure) {
      setError(failureText(failure, '验证失败，请稍后再试'));
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
    <Form form={form} onFinish={submit} labelCol={{ span: 5 }} wrapperCol={{ span: 19 }} requiredMark={false}>
      {error && <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 24 }} />}
      <Form.Item
        label="手机"
        name="phone"
        rules={[{ required: true, message: '请输入手机号码!' }, MOBILE_RULE]}
      >
        <Input
          prefix={<MobileOutlined />}
          placeholder="请输入注册时的手机号"
          maxLength={11}
          autoComplete="tel"
        />
      </Form.Item>
      <Form.Item label="验证码" required>
        <Flex gap={8} align="flex-start">
          <Form.Item name="captcha" noStyle rules={[{ required: true, message: '请输入短信验证码!' }]}>
            <Input
              prefix={<MailOutlined />}
              placeholder="手机短信验证码"
              maxLength={6}
              autoComplete="one-time-code"
            />
          </Form.Item>
          <SmsCodeButton mode="2" phone={phone} size="middle" />
        </Flex>
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 5, span: 19 }}>
        <Flex justify="space-between" align="center">
          <Button type="primary" htmlType="submit" loading={submitting}>
            下一步
          </Button>
          <Link to={LOGIN_PATH}>使用已有账户登录</Link>
        </Flex>
      </Form.Item>
    </Form>
  );
}

interface NewPasswordProps {
  verified: Verified;
  onBack: () => void;
  onDone: () => void;
}

function NewPassword({ verified, onBack, onDone }: NewPasswordProps) {
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: { password: string; confirmPassword: string }) => {
    setError(null);
    setSubmitting(true);
    try {
      await post('/sys/user/passwordChange', { ...verified, ...values });
      onDone();
    } catch (failure) {
      setError(failureText(failure, '更改密码失败，请稍后再试'));
      setSubmitting(false);
    }
  };

  return (
    <Form onFinish={submit} labelCol={{ span: 5 }} wrapperCol={{ span: 19 }} requiredMark={false}>
      {error && <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 24 }} />}
      <Form.Item label="账号名">
        <Input value={verified.username} disabled aria-label="账号名" />
      </Form.Item>
      <Form.Item label="新密码" name="password" rules={passwordRules('请输入新密码!')}>
        <Input.Password placeholder="6-16位任意字符" autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="确认密码"
        name="confirmPassword"
        dependencies={['password']}
        rules={confirmRules('请确认新密码!')}
      >
        <Input.Password placeholder="再次输入新密码" autoComplete="new-password" />
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 5, span: 19 }}>
        <Flex gap={12}>
          <Button onClick={onBack}>上一步</Button>
          <Button type="primary" htmlType="submit" loading={submitting}>
            提交
          </Button>
        </Flex>
      </Form.Item>
    </Form>
  );
}

function Finished() {
  const navigate = useNavigate();
  const [left, setLeft] = useState(BACK_TO_LOGIN_S);
  useEffect(() => {
    if (left <= 0) {
      navigate(LOGIN_PATH, { replace: true });
      return;
    }
    const timer = window.setTimeout(() => setLeft((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, navigate]);
  return (
    <Result
      status="success"
      title="更改密码成功"
      subTitle={`所有已登录的会话均已退出。将在 ${left} 秒后返回登录页面。`}
      extra={
        <Link to={LOGIN_PATH}>
          <Button type="primary">立即登录</Button>
        </Link>
      }
    />
  );
}
