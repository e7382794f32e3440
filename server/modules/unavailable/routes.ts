/**
 * Calls JeecgBoot's client makes for features Dougong does not have (issue 16): each answers HTTP 200 with
 * success false and a Chinese message naming the feature and what to do instead, as the client reads a
 * refusal — not a 404, which its request interceptor shows as 「很抱歉，资源未找到」 on every page that asks.
 * Which features these are, and why, is in docs/decisions.md ("JeecgBoot's client"). A feature built later
 * takes its calls out of this list.
 */
import type { FastifyPluginAsync } from 'fastify';
import { negativeAnswer } from '../answers';

interface Unavailable {
  /** Path prefixes below /platform/sys (each with every method and everything below it), or one path. */
  paths: readonly string[];
  /** Who may ask: the sign-in page's calls are public, the rest need a session (a stranger learns nothing). */
  permission: 'public' | 'session';
  /** The methods the client uses; every method when absent (a session is needed for those). */
  methods?: readonly ('GET' | 'POST')[];
  message: string;
}

const UNAVAILABLE: readonly Unavailable[] = [
  {
    paths: ['randomImage/*'],
    permission: 'public',
    methods: ['GET'],
    message: '未启用：斗拱不使用图形验证码，验证码一栏填任意字符即可登录（登录失败过多会锁定账号和 IP）',
  },
  {
    paths: ['getEncryptedString'],
    permission: 'public',
    methods: ['GET'],
    message: '未启用：斗拱不在浏览器端加密密码，请通过 HTTPS 访问',
  },
  {
    // Third-party sign-in and CAS are modules/sso (docs/sso.md); binding or creating an account from the
    // sign-in page, and 企业微信/钉钉 OAuth2, are not: an administrator decides who may sign in.
    paths: ['thirdLogin/user/*', 'thirdLogin/bindingThirdPhone', 'thirdLogin/oauth2/*'],
    permission: 'public',
    methods: ['GET', 'POST'],
    message: '未启用：斗拱的第三方登录不在登录页创建或绑定账号，请联系管理员开通后再用第三方账号登录',
  },
  {
    paths: ['thirdApp/*', 'third/*'],
    permission: 'session',
    message: '未启用：斗拱暂不支持企业微信、钉钉同步',
  },
  { paths: ['tenant/*'], permission: 'session', message: '未启用：斗拱不分租户，所有数据属于同一组织' },
  { paths: ['sysUserAgent/*'], permission: 'session', message: '未启用：斗拱暂不支持用户代理人' },
  {
    paths: ['sysDepartRole/*', 'sysDepartPermission/*'],
    permission: 'session',
    message: '未启用：斗拱暂不支持部门角色，请在角色管理中授权',
  },
  { paths: ['quartzJob/*'], permission: 'session', message: '未启用：斗拱暂不支持定时任务' },
  {
    paths: ['oss/file/*', 'upload/uploadMinio'],
    permission: 'session',
    message: '未启用：斗拱暂不支持对象存储，文件请用 /sys/common/upload 上传',
  },
  { paths: ['message/*'], permission: 'session', message: '未启用：斗拱暂不支持消息模板' },
  { paths: ['gatewayRoute/*'], permission: 'session', message: '未启用：斗拱没有网关路由' },
  {
    paths: ['fillRule/*', 'checkRule/*'],
    permission: 'session',
    message: '未启用：斗拱暂不支持编码规则和校验规则',
  },
  { paths: ['dataSource/*'], permission: 'session', message: '未启用：斗拱只使用一个数据库，不支持多数据源' },
  {
    paths: ['dataLog/*'],
    permission: 'session',
    message: '未启用：斗拱暂不支持数据日志，操作记录见日志管理',
  },
  { paths: ['category/*'], permission: 'session', message: '未启用：斗拱暂不支持分类字典，请使用数据字典' },
  { paths: ['actuator/*'], permission: 'session', message: '未启用：斗拱暂不提供系统监控' },
  { paths: ['online/*'], permission: 'session', message: '未启用：斗拱暂不提供在线用户列表' },
  {
    paths: ['common/transitRESTful', 'common/pdf/*'],
    permission: 'session',
    message: '未启用：斗拱不代理外部接口，也不提供 PDF 预览',
  },
];

/** @example await app.register(unavailableRoutes); */
export const unavailableRoutes: FastifyPluginAsync = async (app) => {
  for (const { paths, permission, methods, message } of UNAVAILABLE) {
    for (const path of paths) {
      app.route({
        method: methods ? [...methods] : ['GET', 'POST', 'PUT', 'DELETE'],
        url: `/platform/sys/${path}`,
        config: { permission },
        handler: async (_request, reply) =>
          reply.send({ ...negativeAnswer(message, app.clock()), code: 500, result: null }),
      });
    }
  }
};
