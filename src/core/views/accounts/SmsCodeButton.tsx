import { App, Button } from 'antd';
import { useEffect, useState } from 'react';
import { messageOf, postAction } from '../../http/api';

/** Seconds before another code may be asked for (the server allows one a minute per phone). */
export const SMS_COUNTDOWN_S = 60;

/** JeecgBoot's smsmode: '0' sign-in, '1' register, '2' password reset. */
export type SmsMode = '0' | '1' | '2';

interface SmsCodeButtonProps {
  mode: SmsMode;
  /** Validates the phone field and resolves to the phone, or null when it is not valid (the form shows why). */
  phone: () => Promise<string | null>;
  /** Matches the form's inputs: large on the sign-in and register cards, middle on 找回密码. */
  size?: 'large' | 'middle';
}

/**
 * 获取验证码: asks POST /sys/sms for a code for the phone, then counts down 60 s before it can ask again.
 * The server's refusal (too often, bad phone, registration closed) is shown and ends the countdown.
 *
 * @example
 * <SmsCodeButton mode="0" phone={async () => (await form.validateFields(['mobile'])).mobile} />
 */
export function SmsCodeButton({ mode, phone, size = 'large' }: SmsCodeButtonProps) {
  const { message } = App.useApp();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((seconds) => seconds - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  const send = async () => {
    const mobile = await phone();
    if (!mobile) return;
    setSending(true);
    setLeft(SMS_COUNTDOWN_S);
    try {
      const body = await postAction('/sys/sms', { mobile, smsmode: mode }, { silent: true });
      if (!body.success) throw new Error(body.message);
      message.success(body.message || '验证码已发送');
    } catch (failure) {
      setLeft(0);
      message.error(
        messageOf(failure, failure instanceof Error ? failure.message : '验证码发送失败，请稍后再试'),
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      size={size}
      onClick={send}
      loading={sending}
      disabled={left > 0}
      style={{ width: 120, flex: 'none' }}
    >
      {left > 0 ? `${left} s` : '获取验证码'}
    </Button>
  );
}
