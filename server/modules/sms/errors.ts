/**
 * The refusals of SMS codes and the account flows built on them (phone sign-in, register, password
 * reset), as AppErrors (server/errors.ts): the envelope answers each with its status and Chinese message.
 */
import { defineError } from '../../errors';

export const APP_ERR_SMS_PHONE = defineError(
  'APP_ERR_SMS_PHONE',
  400,
  '请输入正确的手机号（11位数字，以1开头，第二位为3-9）',
);
export const APP_ERR_SMS_PHONE_TOO_OFTEN = defineError(
  'APP_ERR_SMS_PHONE_TOO_OFTEN',
  429,
  '该手机号获取验证码过于频繁，每分钟只能发送1次，请%s秒后再试',
);
export const APP_ERR_SMS_PHONE_DAY_LIMIT = defineError(
  'APP_ERR_SMS_PHONE_DAY_LIMIT',
  429,
  '该手机号24小时内已获取10次验证码，已达上限，请%s后再试',
);
export const APP_ERR_SMS_ADDRESS_TOO_OFTEN = defineError(
  'APP_ERR_SMS_ADDRESS_TOO_OFTEN',
  429,
  '当前网络获取验证码过于频繁，每分钟只能发送1次，请%s秒后再试',
);
export const APP_ERR_SMS_ADDRESS_DAY_LIMIT = defineError(
  'APP_ERR_SMS_ADDRESS_DAY_LIMIT',
  429,
  '当前网络24小时内已获取10次验证码，已达上限，请%s后再试',
);
export const APP_ERR_SMS_SEND_FAILED = defineError(
  'APP_ERR_SMS_SEND_FAILED',
  503,
  '短信发送失败，请稍后重试；如持续失败，请联系管理员检查短信服务',
);
export const APP_ERR_SMS_CODE_MISSING = defineError(
  'APP_ERR_SMS_CODE_MISSING',
  400,
  '验证码错误或已失效，请重新获取验证码',
);
export const APP_ERR_SMS_CODE_EXPIRED = defineError(
  'APP_ERR_SMS_CODE_EXPIRED',
  400,
  '验证码已过期（5分钟内有效），请重新获取验证码',
);
export const APP_ERR_SMS_CODE_WRONG = defineError('APP_ERR_SMS_CODE_WRONG', 400, '验证码错误，还可再试%s次');
export const APP_ERR_SMS_CODE_VOID = defineError(
  'APP_ERR_SMS_CODE_VOID',
  400,
  '验证码错误次数过多，已失效，请重新获取验证码',
);
export const APP_ERR_RESET_TICKET = defineError(
  'APP_ERR_RESET_TICKET',
  400,
  '手机验证已失效（10分钟内有效），请重新验证手机',
);
export const APP_ERR_REGISTER_CLOSED = defineError(
  'APP_ERR_REGISTER_CLOSED',
  403,
  '系统未开放自助注册，请联系管理员开通账号',
);
export const APP_ERR_REGISTER_USERNAME = defineError(
  'APP_ERR_REGISTER_USERNAME',
  400,
  '用户名应为2-32位字母、数字或 _ - . @',
);
export const APP_ERR_REGISTER_EMAIL = defineError('APP_ERR_REGISTER_EMAIL', 400, '请输入正确的邮箱');
export const APP_ERR_REGISTER_PHONE_TAKEN = defineError(
  'APP_ERR_REGISTER_PHONE_TAKEN',
  409,
  '该手机号已注册，请直接用手机号登录，或通过“忘记密码”找回',
);
