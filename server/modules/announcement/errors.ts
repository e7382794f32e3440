/** The announcement calls' refusals (server/errors.ts AppErrors): status and a Chinese message saying what to fix. */
import { defineError } from '../../errors';

export const APP_ERR_ANNOUNCEMENT_NOT_FOUND = defineError(
  'APP_ERR_ANNOUNCEMENT_NOT_FOUND',
  404,
  '通告不存在，或不是发给您的，请刷新后再试',
);
export const APP_ERR_ANNOUNCEMENT_NOT_DRAFT = defineError(
  'APP_ERR_ANNOUNCEMENT_NOT_DRAFT',
  409,
  '只有未发布的通告可以%s，请刷新列表后再试',
);
export const APP_ERR_ANNOUNCEMENT_PUBLISHED = defineError(
  'APP_ERR_ANNOUNCEMENT_PUBLISHED',
  409,
  '通告「%s」已发布，请先撤销再删除',
);
export const APP_ERR_ANNOUNCEMENT_NOT_PUBLISHED = defineError(
  'APP_ERR_ANNOUNCEMENT_NOT_PUBLISHED',
  409,
  '只有已发布的通告可以撤销，请刷新列表后再试',
);
export const APP_ERR_ANNOUNCEMENT_NO_TARGET = defineError(
  'APP_ERR_ANNOUNCEMENT_NO_TARGET',
  400,
  '通告对象为指定用户时，请至少选择一位用户或一个部门',
);
export const APP_ERR_ANNOUNCEMENT_NO_RECIPIENT = defineError(
  'APP_ERR_ANNOUNCEMENT_NO_RECIPIENT',
  400,
  '所选用户和部门中没有可接收通告的用户（已删除或部门内无人），请重新选择通告对象',
);
export const APP_ERR_ANNOUNCEMENT_TIMES = defineError(
  'APP_ERR_ANNOUNCEMENT_TIMES',
  400,
  '结束时间不能早于开始时间',
);
export const APP_ERR_BELL_NOT_UPGRADE = defineError(
  'APP_ERR_BELL_NOT_UPGRADE',
  400,
  '消息通知的连接地址只接受 WebSocket 连接',
);
export const APP_ERR_BELL_PATH = defineError(
  'APP_ERR_BELL_PATH',
  400,
  '连接地址不合法：应为 /websocket/{用户id}，用户id 为 1 到 64 个字母、数字、_ 或 -',
);
