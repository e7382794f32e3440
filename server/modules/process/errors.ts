/**
 * The process engine's refusals, as AppErrors (server/errors.ts): the envelope answers them with their
 * status and Chinese message, defined as server/errors.ts defines its own.
 */
import { defineError } from '../../errors';

export const APP_ERR_PROCESS_BPMN = defineError('APP_ERR_PROCESS_BPMN', 400, '流程图不能部署：%s');
export const APP_ERR_PROCESS_NOT_FOUND = defineError(
  'APP_ERR_PROCESS_NOT_FOUND',
  404,
  '流程不存在或未部署：%s',
);
export const APP_ERR_PROCESS_INSTANCE_NOT_FOUND = defineError(
  'APP_ERR_PROCESS_INSTANCE_NOT_FOUND',
  404,
  '流程实例不存在：%s',
);
export const APP_ERR_PROCESS_TASK_NOT_FOUND = defineError(
  'APP_ERR_PROCESS_TASK_NOT_FOUND',
  404,
  '任务不存在：%s',
);
export const APP_ERR_PROCESS_TASK_DONE = defineError(
  'APP_ERR_PROCESS_TASK_DONE',
  409,
  '任务「%s」已被处理，请刷新待办列表',
);
export const APP_ERR_PROCESS_NOT_ASSIGNEE = defineError(
  'APP_ERR_PROCESS_NOT_ASSIGNEE',
  403,
  '您不是任务「%s」的办理人：请先认领，或请办理人处理',
);
export const APP_ERR_PROCESS_NOT_CANDIDATE = defineError(
  'APP_ERR_PROCESS_NOT_CANDIDATE',
  403,
  '您不是任务「%s」的候选人，不能认领',
);
export const APP_ERR_PROCESS_CLAIMED = defineError(
  'APP_ERR_PROCESS_CLAIMED',
  409,
  '任务「%s」已由 %s 认领或办理',
);
export const APP_ERR_PROCESS_STALE = defineError(
  'APP_ERR_PROCESS_STALE',
  409,
  '流程已被他人同时处理，本次操作未生效，请刷新后重试',
);
export const APP_ERR_PROCESS_STATUS = defineError('APP_ERR_PROCESS_STATUS', 409, '流程实例%s，不能%s');
export const APP_ERR_PROCESS_RECALL = defineError('APP_ERR_PROCESS_RECALL', 409, '不能撤回：%s');
export const APP_ERR_PROCESS_NOT_INITIATOR = defineError(
  'APP_ERR_PROCESS_NOT_INITIATOR',
  403,
  '只有发起人可以撤回流程',
);
export const APP_ERR_PROCESS_NODE = defineError('APP_ERR_PROCESS_NODE', 400, '%s');
export const APP_ERR_PROCESS_ASSIGNEE = defineError(
  'APP_ERR_PROCESS_ASSIGNEE',
  400,
  '节点「%s」找不到办理人：%s',
);
export const APP_ERR_PROCESS_ENGINE = defineError('APP_ERR_PROCESS_ENGINE', 400, '%s');
export const APP_ERR_PROCESS_DRAFT = defineError('APP_ERR_PROCESS_DRAFT', 400, '流程图不能保存：%s');
export const APP_ERR_PROCESS_KEY_TAKEN = defineError(
  'APP_ERR_PROCESS_KEY_TAKEN',
  400,
  '流程标识「%s」已被流程「%s」使用：请在流程图中改用另一个流程标识（bpmn:process 的 id）',
);
export const APP_ERR_PROCESS_DESIGN_NOT_FOUND = defineError(
  'APP_ERR_PROCESS_DESIGN_NOT_FOUND',
  404,
  '流程设计不存在：%s',
);
export const APP_ERR_PROCESS_BUTTON_NOT_FOUND = defineError(
  'APP_ERR_PROCESS_BUTTON_NOT_FOUND',
  404,
  '节点按钮不存在：%s',
);
export const APP_ERR_PROCESS_BUTTON_TAKEN = defineError(
  'APP_ERR_PROCESS_BUTTON_TAKEN',
  400,
  '节点「%s」已配置按钮 %s：请修改已有的那一条',
);
