import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import type { UserUpdatePasswordRequest } from '../../../schemas';
import { messageOf, postAction } from '../http/api';
import { confirmRules, passwordRules } from './passwordRules';

/** The change-password dialog's width (SPEC.md §9). */
export const CHANGE_PASSWORD_WIDTH = 800;

interface Values {
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

const LABEL = { xs: { span: 24 }, sm: { span: 5 } };
const WRAPPER = { xs: { span: 24 }, sm: { span: 16 } };

/**
 * 修改密码 (SPEC.md §5): old, new and repeated password with §5's messages; the server checks them again,
 * and ends the user's other sessions. A refusal is shown as a warning with the server's message, success
 * with its message, and the dialog closes.
 *
 * @example
 * <ChangePasswordModal username={session.username} open={open} onClose={() => setOpen(false)} />
 */
export function ChangePasswordModal({
  username,
  open,
  onClose,
}: {
  username: string;
  open: boolean;
  onClose(): void;
}) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const { message } = App.useApp();

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const body: UserUpdatePasswordRequest = { username, ...values };
      const answer = await postAction('/sys/user/updatePassword', body, { silent: true });
      if (answer.success) {
        void message.success(answer.message || '密码修改成功！');
        onClose();
      } else void message.warning(answer.message);
    } catch (error) {
      void message.warning(messageOf(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title="修改密码"
      width={CHANGE_PASSWORD_WIDTH}
      open={open}
      confirmLoading={saving}
      okText="确定"
      cancelText="关闭"
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} labelCol={LABEL} wrapperCol={WRAPPER} preserve={false}>
        <Form.Item label="旧密码" name="oldpassword" rules={[{ required: true, message: '请输入旧密码!' }]}>
          <Input.Password placeholder="请输入旧密码" autoComplete="current-password" />
        </Form.Item>
        <Form.Item label="新密码" name="password" rules={passwordRules('请输入新密码!')}>
          <Input.Password placeholder="请输入新密码" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="确认新密码"
          name="confirmpassword"
          dependencies={['password']}
          rules={confirmRules('请确认新密码!')}
        >
          <Input.Password placeholder="请确认新密码" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
