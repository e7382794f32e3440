/**
 * SMS codes (issue 19): POST /platform/sys/sms sends one (public: the sign-in, register and 找回密码
 * pages ask before anyone is signed in), GET /platform/sys/smsOutbox/list reads the 短信发件箱 (sms:outbox,
 * administrators). Phone sign-in, register and password reset: modules/auth/account-routes.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { SmsOutboxListQuery, SmsSendRequest } from '../../../schemas/index';
import { clientNetworkOf } from '../auth/client-network';
import { ref } from '../schema-refs';
import { listOutbox } from './outbox';
import { outboxProvider, type SmsProvider } from './provider';
import { accountSettingsFromEnv, sendCode, type AccountSettings } from './send';

export interface SmsRoutesOptions {
  /** Where messages go; the 短信发件箱 by default. */
  provider?: SmsProvider;
  /** Read from the environment (SELF_REGISTER) when absent. */
  settings?: AccountSettings;
}

/** @example await app.register(smsRoutes); */
export const smsRoutes: FastifyPluginAsync<SmsRoutesOptions> = async (app, options) => {
  const provider = options.provider ?? outboxProvider(app.db);
  const settings = options.settings ?? accountSettingsFromEnv(process.env);

  app.post<{ Body: SmsSendRequest }>(
    '/platform/sys/sms',
    { config: { permission: 'public' }, schema: { body: ref('SmsSendRequest') } },
    async (request, reply) => {
      const network = request.ip ? clientNetworkOf(request.ip) : null;
      await sendCode(app.db, provider, request.body, network, settings, app.clock());
      return reply.ok(null, '验证码已发送，5分钟内有效');
    },
  );

  app.get<{ Querystring: SmsOutboxListQuery }>(
    '/platform/sys/smsOutbox/list',
    { config: { permission: 'sms:outbox' }, schema: { querystring: ref('SmsOutboxListQuery') } },
    async (request, reply) => reply.ok(await listOutbox(app.db, request.query), '查询成功'),
  );
};
