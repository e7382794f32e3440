/**
 * The process engine's refusals, as AppErrors (server/errors.ts): the envelope answers them with their
 * status and Chinese message. Kept beside the module while server/errors.ts is being edited by others;
 * the same shape as its APP_ERR_* classes.
 */
import { AppError } from '../../errors';

function processError(code: string, statusCode: number, template: string) {
  return class extends AppError {
    static readonly code = code;
    static readonly statusCode = statusCode;
    constructor(...args: Array<string | number>) {
      let i = 0;
      super(
        code,
        statusCode,
        template.replace(/%s/g, () => String(args[i++] ?? '')),
      );
    }
  };
}

export const APP_ERR_PROCESS_BPMN = processError('APP_ERR_PROCESS_BPMN', 400, '流程图不能部署：%s');
export const APP_ERR_PROCESS_NOT_FOUND = processError(
  'APP_ERR_PROCESS_NOT_FOUND',
  404,
  '流程不存在或未部署：%s',
);
export const APP_ERR_PROCESS_INSTANCE_NOT_FOUND = processError(
  'APP_ERR_PROCESS_INSTANCE_NOT_FOUND',
  404,
  '流程实例不存在：%s',
);
export const APP_ERR_PROCESS_TASK_NOT_FOUND = processError(
  'APP_ERR_PROCESS_TASK_NOT_FOUND',
  404,
  '任务不存在：%s',
);
export const APP_ERR_PROCESS_TASK_DONE = processError(
  'APP_ERR_PROCESS_TASK_DONE',
  409,
  '任务「%s」已被处理，请刷新待办列表',
);
export const APP_ERR_PROCESS_NOT_ASSIGNEE = processError(
  'APP_ERR_PROCESS_NOT_ASSIGNEE',
  403,
  '您不是任务「%s」的办理人：请先认领，或请办理人处理',
);
export const APP_ERR_PROCESS_NOT_CANDIDATE = processError(
  'APP_ERR_PROCESS_NOT_CANDIDATE',
  403,
  '您不是任务「%s」的候选人，不能认领',
);
export const APP_ERR_PROCESS_CLAIMED = processError(
  'APP_ERR_PROCESS_CLAIMED',
  409,
  '任务「%s」已由 %s 认领或办理',
);
export const APP_ERR_PROCESS_STALE = processError(
  'APP_ERR_PROCESS_STALE',
  409,
  '流程已被他人同时处理，本次操作未生效，请刷新后重试',
);
export const APP_ERR_PROCESS_STATUS = processError('APP_ERR_PROCESS_STATUS', 409, '流程实例%s，不能%s');
export const APP_ERR_PROCESS_RECALL = processError('APP_ERR_PROCESS_RECALL', 409, '不能撤回：%s');
export const APP_ERR_PROCESS_NOT_INITIATOR = processError(
  'APP_ERR_PROCESS_NOT_INITIATOR',
  403,
  '只有发起人可以撤回流程',
);
export const APP_ERR_PROCESS_NODE = processError('APP_ERR_PROCESS_NODE', 400, '%s');
export const APP_ERR_PROCESS_ASSIGNEE = processError(
  'APP_ERR_PROCESS_ASSIGNEE',
  400,
  '节点「%s」找不到办理人：%s',
);
export const APP_ERR_PROCESS_ENGINE = processError('APP_ERR_PROCESS_ENGINE', 400, '%s');
