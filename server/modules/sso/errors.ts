/**
 * Refusals of third-party sign-in and CAS single sign-on, as AppErrors (server/errors.ts): each says what
 * happened and what to do, in Chinese.
 */
import { defineError } from '../../errors';

export const APP_ERR_SSO_UNKNOWN_PROVIDER = defineError(
  'APP_ERR_SSO_UNKNOWN_PROVIDER',
  404,
  '未配置第三方登录方式：%s，请用账号密码登录或联系管理员',
);
export const APP_ERR_SSO_PROVIDER_DOWN = defineError(
  'APP_ERR_SSO_PROVIDER_DOWN',
  502,
  '无法连接第三方登录服务（%s），请稍后再试或用账号密码登录',
);
export const APP_ERR_SSO_STATE = defineError(
  'APP_ERR_SSO_STATE',
  400,
  '第三方登录请求无效或已过期（每次登录只能使用一次，10 分钟内有效），请回到登录页重新登录',
);
export const APP_ERR_SSO_REJECTED = defineError(
  'APP_ERR_SSO_REJECTED',
  400,
  '第三方登录未通过验证：%s，请回到登录页重新登录',
);
export const APP_ERR_SSO_NOT_BOUND = defineError(
  'APP_ERR_SSO_NOT_BOUND',
  403,
  '第三方账号 %s 尚未绑定斗拱用户，请联系管理员开通或绑定后再登录',
);
export const APP_ERR_SSO_EXCHANGE = defineError(
  'APP_ERR_SSO_EXCHANGE',
  401,
  '登录凭证无效或已使用（只能使用一次，2 分钟内有效），请重新登录',
);
export const APP_ERR_CAS_OFF = defineError('APP_ERR_CAS_OFF', 404, '未启用 CAS 单点登录，请用账号密码登录');
export const APP_ERR_CAS_SERVICE = defineError(
  'APP_ERR_CAS_SERVICE',
  400,
  'service 不是斗拱登记的 CAS 服务地址：%s',
);
export const APP_ERR_CAS_TICKET = defineError(
  'APP_ERR_CAS_TICKET',
  400,
  'CAS 票据无效或已过期（%s），请重新登录',
);
export const APP_ERR_CAS_DOWN = defineError(
  'APP_ERR_CAS_DOWN',
  502,
  '无法连接 CAS 服务器，请稍后再试或用账号密码登录',
);
export const APP_ERR_CAS_UNKNOWN_USER = defineError(
  'APP_ERR_CAS_UNKNOWN_USER',
  403,
  'CAS 用户 %s 在斗拱中没有账号，请联系管理员开通',
);
