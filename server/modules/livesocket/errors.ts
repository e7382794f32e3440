/**
 * The live socket's refusals before the upgrade, as AppErrors (server/errors.ts): the browser's WebSocket
 * sees only the failed handshake, other clients (and tests) read the status and the Chinese message.
 */
import { defineError } from '../../errors';

export const APP_ERR_LIVESOCKET_NOT_UPGRADE = defineError(
  'APP_ERR_LIVESOCKET_NOT_UPGRADE',
  400,
  '实时表格的连接地址只接受 WebSocket 连接',
);
export const APP_ERR_LIVESOCKET_PATH = defineError(
  'APP_ERR_LIVESOCKET_PATH',
  400,
  '连接地址不合法：应为 /vxeSocket/{用户id}/{页面id}，页面id 为 1 到 64 个字母、数字、_ 或 -',
);
export const APP_ERR_LIVESOCKET_ORIGIN = defineError(
  'APP_ERR_LIVESOCKET_ORIGIN',
  403,
  '不允许来自 %s 的实时连接：请从本系统的页面打开，或请管理员把该来源加入 CORS_ORIGINS',
);
export const APP_ERR_LIVESOCKET_USER = defineError(
  'APP_ERR_LIVESOCKET_USER',
  403,
  '连接地址中的用户与登录用户不符，请重新登录后再打开页面',
);
export const APP_ERR_LIVESOCKET_TOO_MANY = defineError(
  'APP_ERR_LIVESOCKET_TOO_MANY',
  429,
  '同时打开的实时表格过多（每个用户最多 %s 个连接）：请关闭不用的实时表格页面后刷新',
);
