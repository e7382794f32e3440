import type { FormDesign } from '../../../schemas/generated/form-design';
import type { FieldRule } from './taskForm';

/** The calls of the task panel (docs/process.md; paths below /platform). */
export const TASK_API = {
  operate: '/process/task/getTaskOperate',
  complete: '/process/task/complete',
  claim: '/process/activity/claim',
  reject: '/process/processInstance/disagreeCallBackProcess',
  recall: '/process/processInstance/callBackProcess',
  comment: '/process/tPCommonComment/add',
  reassign: '/process/processInstance/reassign',
  skip: '/process/processInstance/skipNode',
  diagram: '/process/processInstance/diagram',
} as const;

/** A node button the server allows now: approve, reject, recall, claim, comment, reassign, skip. */
export interface TaskButton {
  code: string;
  name: string;
}

/** GET task/getTaskOperate: what the caller may do on one task now, and the node's form. */
export interface TaskOperate {
  taskId: string;
  instanceId: string;
  nodeId: string;
  nodeName: string;
  processName?: string;
  initiator?: string;
  instanceStatus: string;
  taskStatus: string;
  assignee: string | null;
  canComplete: boolean;
  canClaim: boolean;
  canReject: boolean;
  rejectTargets: ReadonlyArray<{ nodeId: string; nodeName: string }>;
  canRecall: boolean;
  formId: string | null;
  form?: FormDesign | null;
  fieldRules?: Readonly<Record<string, FieldRule>>;
  variables?: Readonly<Record<string, unknown>>;
  buttons?: readonly TaskButton[];
}

const BPMN_MODEL = 'http://www.omg.org/spec/BPMN/20100524/MODEL';

/**
 * The nodes a jump may go to, read from the instance's diagram: its user tasks and end events, by name
 * (the id when unnamed). Unreadable XML gives none, and the jump dialog then takes a typed node id.
 *
 * @example
 * jumpTargets('<bpmn:definitions xmlns:bpmn="…"><bpmn:process><bpmn:userTask id="hr" name="人事审批"/></bpmn:process></bpmn:definitions>')
 * // [{ value: 'hr', label: '人事审批' }]
 */
export function jumpTargets(xml: string): { value: string; label: string }[] {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) return [];
  return ['userTask', 'endEvent'].flatMap((tag) =>
    [...doc.getElementsByTagNameNS(BPMN_MODEL, tag)].flatMap((node) => {
      const id = node.getAttribute('id');
      if (!id) return [];
      const name = node.getAttribute('name')?.trim();
      return [{ value: id, label: name ? `${name}（${tag === 'endEvent' ? '结束' : id}）` : id }];
    }),
  );
}
