/**
 * The account flows of the sign-in pages (issue 19), all public: POST /platform/sys/phoneLogin (手机号登录),
 * POST /platform/sys/user/register (注册), POST /platform/sys/user/phoneVerification and POST
 * /platform/sys/user/passwordChange (找回密码). The codes they take come from POST /sys/sms
 * (modules/sms/routes.ts). JeecgBoot's client sends passwordChange as a GET with the new password in the
 * query; that GET is refused without reading it (docs/decisions.md).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type {
  PasswordResetRequest,
  PhoneLoginRequest,
  PhoneVerificationRequest,
  RegisterRequest,
} from '../../../schemas/index';
import { defineError } from '../../errors';
import { ref } from '../schema-refs';
import { accountSettingsFromEnv, type AccountSettings } from '../sms/send';
import { departsOfUser, multiDepartOf } from '../user/own-departs';
import { resetPassword, verifyResetPhone } from './password-reset';
import { signInByPhone } from './phone-login';
import { registerUser } from './register';
import type { RequestOrigin } from './service';

/** Longer user agents are cut; the log only needs to recognise the browser. */
const MAX_USER_AGENT = 500;

const APP_ERR_RESET_BY_GET = defineError(
  'APP_ERR_RESET_BY_GET',
  405,
  '为保护密码，重置密码请用 POST 提交（请求体中的 username、password、smscode、phone），不要把密码放在网址里',
);

function originOf(request: FastifyRequest): RequestOrigin {
  const userAgent = request.headers['user-agent'];
  return {
    ip: request.ip ?? null,
    userAgent: typeof userAgent === 'string' ? userAgent.slice(0, MAX_USER_AGENT) : null,
    method: request.method,
  };
}

export interface AccountRoutesOptions {
  /** Read from the environment (SELF_REGISTER) when absent. */
  settings?: AccountSettings;
}

/** @example await app.register(accountRoutes); */
export const accountRoutes: FastifyPluginAsync<AccountRoutesOptions> = async (app, options) => {
  const settings = options.settings ?? accountSettingsFromEnv(process.env);

  app.post<{ Body: PhoneLoginRequest }>(
    '/platform/sys/phoneLogin',
    { config: { permission: 'public' }, schema: { body: ref('PhoneLoginRequest') } },
    async (request, reply) => {
      const result = await signInByPhone(app.db, request.body, originOf(request), app.clock());
      const departs = await departsOfUser(app.db, result.userInfo.id);
      return reply.ok({ ...result, departs, multi_depart: multiDepartOf(departs.length) }, '登录成功');
    },
  );

  app.post<{ Body: RegisterRequest }>(
    '/platform/sys/user/register',
    { config: { permission: 'public' }, schema: { body: ref('RegisterRequest') } },
    async (request, reply) => {
      await registerUser(app.db, request.body, settings, app.clock());
      return reply.ok(null, '注册成功');
    },
  );

  app.post<{ Body: PhoneVerificationRequest }>(
    '/platform/sys/user/phoneVerification',
    { config: { permission: 'public' }, schema: { body: ref('PhoneVerificationRequest') } },
    async (request, reply) =>
      reply.ok(await verifyResetPhone(app.db, request.body, app.clock()), '手机验证成功'),
  );

  app.post<{ Body: PasswordResetRequest }>(
    '/platform/sys/user/passwordChange',
    { config: { permission: 'public' }, schema: { body: ref('PasswordResetRequest') } },
    async (request, reply) => {
      await resetPassword(app.db, request.body, originOf(request), app.clock());
      return reply.ok(null, '密码重置完成！请用新密码登录');
    },
  );

  app.get('/platform/sys/user/passwordChange', { config: { permission: 'public' } }, async () => {
    throw new APP_ERR_RESET_BY_GET();
  });
};
