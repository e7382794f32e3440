import type { FormRule } from 'antd';

/**
 * SPEC.md §5's password: required with `missing`, then 6-16 characters of any kind (counted as characters,
 * not UTF-16 units) with '请至少输入6-16位任意字符'.
 *
 * @example
 * <Form.Item name="password" rules={passwordRules('请输入新密码!')}>
 */
export const passwordRules = (missing: string): FormRule[] => [
  { required: true, message: missing },
  { pattern: /^.{6,16}$/u, message: '请至少输入6-16位任意字符' },
];

/**
 * The password typed again: required with `missing`, and equal to the field `field`, else
 * '两次输入的密码不一样！' (SPEC.md §5). The item also needs `dependencies={[field]}`.
 *
 * @example
 * <Form.Item name="confirmpassword" dependencies={['password']} rules={confirmRules('请确认新密码!')}>
 */
export const confirmRules = (missing: string, field = 'password'): FormRule[] => [
  { required: true, message: missing },
  ({ getFieldValue }) => ({
    validator: (_rule, value) =>
      !value || value === getFieldValue(field)
        ? Promise.resolve()
        : Promise.reject(new Error('两次输入的密码不一样！')),
  }),
];
