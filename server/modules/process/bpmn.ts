/**
 * Reading a deployed BPMN 2.0 diagram: parsed with bpmn-moddle, refused with a Chinese message that says
 * where when it is malformed or holds anything executable (script tasks, script conditions, service tasks,
 * listeners — bpmn-engine would run them as code), and turned into the node settings the runtime needs:
 * per user task its assignee rule, candidates and form (our `dougong:` attributes, or Camunda Modeler's
 * `camunda:assignee` / `candidateUsers` / `candidateGroups`).
 */
import BpmnModdle, { type ModdleElement } from 'bpmn-moddle';
import { ConditionError, conditionBody, parseCondition } from './expression';

/** Our extension attributes' namespace (docs/process.md). */
export const DOUGONG_NS = 'http://dougong.dev/schema/bpmn';
/** Camunda Modeler's namespace, read so a diagram drawn there opens and runs here. */
export const CAMUNDA_NS = 'http://camunda.org/schema/1.0/bpmn';

/** Who does a user task: one user, a role's users (as candidates), the initiator's department leader, the initiator, or a variable's user. */
export type AssigneeRule =
  | { kind: 'user'; value: string }
  | { kind: 'role'; value: string }
  | { kind: 'departLeader' }
  | { kind: 'initiator' }
  | { kind: 'variable'; value: string };

export type NodeType = 'startEvent' | 'endEvent' | 'userTask' | 'exclusiveGateway' | 'parallelGateway';

/** What the runtime keeps of one node of a deployed process. */
export interface NodeSetting {
  id: string;
  type: NodeType;
  name: string;
  /** Ids of the nodes the node's outgoing flows lead to. */
  next: string[];
  assignee?: AssigneeRule;
  candidateUsers?: string[];
  candidateRoles?: string[];
  candidateDeparts?: string[];
  /** The designer form shown at this node (a saved design's id); on the start event, the start form. */
  formId?: string;
  /** Per field model of the node form: editable (the default), readonly or hidden. */
  fieldRules?: Record<string, FieldRule>;
  /** The buttons the node offers (dougong:buttons), in order; absent for the default. */
  buttons?: ButtonCode[];
}

/** How a node shows one field of its form. */
export type FieldRule = 'editable' | 'readonly' | 'hidden';

/** The buttons a task may offer, with their usual text (JeecgBoot's node-button codes). */
export const BUTTON_NAMES = {
  approve: '同意',
  reject: '驳回',
  recall: '撤回',
  claim: '认领',
  comment: '评论',
  reassign: '转办',
  skip: '跳转',
} as const;

export type ButtonCode = keyof typeof BUTTON_NAMES;

/** Whether `code` is a known button code. @example isButtonCode('approve') // true */
export const isButtonCode = (code: string): code is ButtonCode => Object.hasOwn(BUTTON_NAMES, code);

/** A diagram that passed every check. */
export interface ParsedProcess {
  key: string;
  name: string;
  nodes: Record<string, NodeSetting>;
}

/** A refused diagram; `message` is Chinese and says where. */
export class BpmnRefusal extends Error {}

const NODE_TYPES: Record<string, NodeType> = {
  'bpmn:StartEvent': 'startEvent',
  'bpmn:EndEvent': 'endEvent',
  'bpmn:UserTask': 'userTask',
  'bpmn:ExclusiveGateway': 'exclusiveGateway',
  'bpmn:ParallelGateway': 'parallelGateway',
};

/** Elements that run code in bpmn-engine, each with what to do instead. */
const EXECUTABLE: Record<string, string> = {
  'bpmn:ScriptTask': '脚本任务会在服务器上执行代码，不允许部署；请改用用户任务',
  'bpmn:ServiceTask': '服务任务会在服务器上执行代码，不允许部署；请改用用户任务',
  'bpmn:BusinessRuleTask': '业务规则任务会在服务器上执行代码，不允许部署',
  'bpmn:SendTask': '发送任务会在服务器上执行代码，不允许部署',
};

/** Where an element is, for messages: 「name」(id). */
function where(element: ModdleElement): string {
  return element.name ? `「${element.name}」(${element.id})` : `(${element.id ?? element.$type})`;
}

/** The XML parser's (saxen's and moddle's) reasons, in the user's language. */
const PARSE_REASONS: Array<[RegExp, string]> = [
  [/^closing tag mismatch/, '结束标签与开始标签不匹配'],
  [/^missing start tag/, '缺少开始标签（不是 XML）'],
  [/^missing open tag/, '缺少开始标签'],
  [/^close tag/, '多余的结束标签'],
  [/^unclosed tag/, '标签没有闭合'],
  [/^unclosed (cdata|comment|question)/, 'CDATA、注释或声明没有闭合'],
  [/^unexpected end of file/, '文件意外结束'],
  [
    /^missing closing quotes|^attribute value quote missmatch|^missing attribute value quotes/,
    '属性值的引号不配对',
  ],
  [/^missing attribute value/, '属性缺少值'],
  [
    /^illegal (attribute name char|first char attribute name|character after attribute end)/,
    '属性名或属性后有非法字符',
  ],
  [/^(illegal first char nodeName|invalid nodeName)/, '标签名不合法'],
  [/^missing namespace on/, '标签的命名空间前缀未声明'],
  [/^unexpected element <([^>]{1,60})>/, '不认识的元素 <$1>'],
  [/^unresolved reference <([^>]{1,60})>/, '引用的元素 <$1> 不存在'],
];

/**
 * Where and why a bpmn-moddle parse error happened, in Chinese, 1-based (moddle counts from 0).
 *
 * @example
 * parsePosition('unparsable content </x> detected\n\tline: 2\n\tcolumn: 30\n\tnested error: closing tag mismatch')
 * // '第 3 行第 31 列：结束标签与开始标签不匹配'
 */
export function parsePosition(message: string): string {
  const line = /line: (\d+)/.exec(message);
  const column = /column: (\d+)/.exec(message);
  const nested = /nested error: (.*)/.exec(message);
  const raw = (nested ? nested[1] : message.split('\n')[0]).trim();
  const known = PARSE_REASONS.find(([pattern]) => pattern.test(raw));
  // Only the matched words are translated; whatever the parser said after them is dropped.
  const reason = known ? known[0].exec(raw)![0].replace(known[0], known[1]) : '无法解析';
  if (!line || !column) return reason;
  return `第 ${Number(line[1]) + 1} 行第 ${Number(column[1]) + 1} 列：${reason}`;
}

/** The namespace URI of each prefix declared on the definitions element. */
function prefixes(definitions: ModdleElement): Map<string, string> {
  const map = new Map<string, string>();
  for (const [name, value] of Object.entries(definitions.$attrs ?? {})) {
    if (name.startsWith('xmlns:')) map.set(name.slice(6), value);
  }
  return map;
}

/** An element's attributes of namespace `ns`, by local name. */
function attributesOf(
  element: ModdleElement,
  ns: string,
  namespaces: Map<string, string>,
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [name, value] of Object.entries(element.$attrs ?? {})) {
    const [prefix, local] = name.includes(':') ? name.split(':', 2) : ['', name];
    if (local && namespaces.get(prefix) === ns) found[local] = value;
  }
  return found;
}

const list = (text: string | undefined) =>
  (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/**
 * Reads our assignee attribute: `user:<username>`, `role:<roleCode>`, `departLeader`, `initiator`,
 * `variable:<name>`.
 *
 * @example
 * assigneeRule('role:hr', '(hr)') // { kind: 'role', value: 'hr' }
 */
export function assigneeRule(text: string, at: string): AssigneeRule {
  const value = text.trim();
  if (value === 'departLeader' || value === 'initiator') return { kind: value };
  const match = /^(user|role|variable):([\w.\-\u4e00-\u9fa5]{1,64})$/.exec(value);
  if (match) return { kind: match[1] as 'user' | 'role' | 'variable', value: match[2] };
  throw new BpmnRefusal(
    `用户任务${at}的办理人规则「${value}」无法识别：应为 user:用户名、role:角色编码、departLeader、initiator 或 variable:变量名`,
  );
}

/** Camunda's assignee: a literal username, or `${name}` (a variable; `${initiator}` the initiator). */
function camundaAssignee(text: string): AssigneeRule {
  const expression = /^\$\{\s*([\w\u4e00-\u9fa5]+)\s*\}$/.exec(text.trim());
  if (!expression) return { kind: 'user', value: text.trim() };
  return expression[1] === 'initiator' ? { kind: 'initiator' } : { kind: 'variable', value: expression[1] };
}

/** Refuses listeners and scripts hidden in extensionElements (Camunda's executionListener, taskListener, script…). */
function checkExtensions(element: ModdleElement): void {
  const extensions = element.extensionElements as ModdleElement | undefined;
  const visit = (node: ModdleElement) => {
    if (/listener|script|connector/i.test(node.$type)) {
      throw new BpmnRefusal(
        `节点${where(element)}含有 ${node.$type}：监听器和脚本会在服务器上执行代码，不允许部署`,
      );
    }
    for (const child of node.$children ?? []) visit(child);
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) for (const item of value) if (isElement(item)) visit(item);
    }
  };
  for (const value of (extensions?.values as ModdleElement[] | undefined) ?? []) visit(value);
}

const isElement = (value: unknown): value is ModdleElement =>
  typeof value === 'object' && value !== null && typeof (value as ModdleElement).$type === 'string';

function checkCondition(flow: ModdleElement): void {
  const condition = flow.conditionExpression as ModdleElement | undefined;
  if (!condition) return;
  const language = condition.language as string | undefined;
  if (language || condition.$type !== 'bpmn:FormalExpression') {
    throw new BpmnRefusal(
      `连线${where(flow)}的条件是 ${language ?? condition.$type} 脚本：脚本会在服务器上执行，不允许部署；请写成 {{ 表达式 }}，如 {{ 天数 > 3 }}`,
    );
  }
  const body = conditionBody(String(condition.body ?? ''));
  if (body === null) {
    throw new BpmnRefusal(
      `连线${where(flow)}的条件「${String(condition.body ?? '')}」不是 {{ 表达式 }}，如 {{ 天数 > 3 }}`,
    );
  }
  try {
    parseCondition(body);
  } catch (error) {
    if (error instanceof ConditionError)
      throw new BpmnRefusal(`连线${where(flow)}的条件有误：${error.message}`);
    throw error;
  }
}

function userTaskSetting(task: ModdleElement, namespaces: Map<string, string>): Partial<NodeSetting> {
  const ours = attributesOf(task, DOUGONG_NS, namespaces);
  const camunda = attributesOf(task, CAMUNDA_NS, namespaces);
  const at = where(task);
  const setting: Partial<NodeSetting> = {
    candidateUsers: list(ours.candidateUsers ?? camunda.candidateUsers),
    candidateRoles: list(ours.candidateRoles ?? camunda.candidateGroups),
    candidateDeparts: list(ours.candidateDeparts),
  };
  if (ours.assignee) setting.assignee = assigneeRule(ours.assignee, at);
  else if (camunda.assignee) setting.assignee = camundaAssignee(camunda.assignee);
  if (ours.formId) setting.formId = ours.formId;
  if (ours.fieldRules !== undefined) setting.fieldRules = fieldRules(ours.fieldRules, at);
  if (ours.buttons !== undefined) setting.buttons = buttonCodes(ours.buttons, at);
  const hasCandidates =
    setting.candidateUsers!.length + setting.candidateRoles!.length + setting.candidateDeparts!.length > 0;
  if (!setting.assignee && !hasCandidates) {
    throw new BpmnRefusal(
      `用户任务${at}没有办理人规则：请设置办理人（dougong:assignee）或候选人/候选角色/候选部门`,
    );
  }
  return setting;
}

const FIELD_RULES: readonly string[] = ['editable', 'readonly', 'hidden'];

/**
 * Reads dougong:fieldRules, a JSON object of field model → editable | readonly | hidden.
 *
 * @example
 * fieldRules('{"days":"readonly"}', '「审批」(u)') // { days: 'readonly' }
 */
export function fieldRules(text: string, at: string): Record<string, FieldRule> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BpmnRefusal(
      `用户任务${at}的字段权限（dougong:fieldRules）不是 JSON 对象：应写成 {"字段":"readonly"}`,
    );
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new BpmnRefusal(
      `用户任务${at}的字段权限（dougong:fieldRules）不是 JSON 对象：应写成 {"字段":"readonly"}`,
    );
  }
  const rules: Record<string, FieldRule> = {};
  for (const [field, rule] of Object.entries(value)) {
    if (typeof rule !== 'string' || !FIELD_RULES.includes(rule)) {
      throw new BpmnRefusal(
        `用户任务${at}的字段「${field}」权限「${String(rule)}」无效：只能是 editable（可编辑）、readonly（只读）或 hidden（隐藏）`,
      );
    }
    if (field === '__proto__' || field === 'constructor' || field === 'prototype' || field.length > 128) {
      throw new BpmnRefusal(`用户任务${at}的字段权限里「${field.slice(0, 20)}」不是字段标识`);
    }
    rules[field] = rule as FieldRule;
  }
  return rules;
}

/**
 * Reads dougong:buttons, a comma list of known button codes.
 *
 * @example
 * buttonCodes('approve,reject', '「审批」(u)') // ['approve', 'reject']
 */
export function buttonCodes(text: string, at: string): ButtonCode[] {
  const codes = list(text);
  const unknown = codes.find((code) => !isButtonCode(code));
  if (unknown !== undefined) {
    throw new BpmnRefusal(
      `用户任务${at}的按钮「${unknown}」无法识别：可用 ${Object.keys(BUTTON_NAMES).join('、')}`,
    );
  }
  return [...new Set(codes)] as ButtonCode[];
}

/** The start event's form (dougong:formId). */
function startSetting(start: ModdleElement, namespaces: Map<string, string>): Partial<NodeSetting> {
  const formId = attributesOf(start, DOUGONG_NS, namespaces).formId;
  return formId ? { formId } : {};
}

/** Every node must reach an end event, and the start must reach every node. */
function checkPaths(nodes: Record<string, NodeSetting>): void {
  const all = Object.values(nodes);
  const starts = all.filter((node) => node.type === 'startEvent');
  if (starts.length !== 1) throw new BpmnRefusal(`流程应有且只有一个开始事件，现有 ${starts.length} 个`);
  if (!all.some((node) => node.type === 'endEvent')) throw new BpmnRefusal('流程没有结束事件');
  const reaching = new Set(all.filter((node) => node.type === 'endEvent').map((node) => node.id));
  for (let grew = true; grew;) {
    grew = false;
    for (const node of all) {
      if (!reaching.has(node.id) && node.next.some((id) => reaching.has(id))) {
        reaching.add(node.id);
        grew = true;
      }
    }
  }
  const stuck = all.find((node) => !reaching.has(node.id));
  if (stuck)
    throw new BpmnRefusal(`节点「${stuck.name || stuck.id}」(${stuck.id}) 无法到达结束事件：请连线到结束`);
  const reached = new Set([starts[0].id]);
  const queue = [starts[0].id];
  while (queue.length > 0) {
    for (const id of nodes[queue.shift()!].next) {
      if (reached.has(id)) continue;
      reached.add(id);
      queue.push(id);
    }
  }
  const orphan = all.find((node) => !reached.has(node.id));
  if (orphan) throw new BpmnRefusal(`节点「${orphan.name || orphan.id}」(${orphan.id}) 从开始事件无法到达`);
}

/**
 * Parses and checks a diagram for deploy. Throws {@link BpmnRefusal} with a Chinese message saying where.
 *
 * @example
 * const parsed = await readProcess(xml); // { key: 'leave', name: '请假审批', nodes: { manager: {...}, ... } }
 */
export async function readProcess(xml: string): Promise<ParsedProcess> {
  const { root, process } = await parseDiagram(xml);
  const namespaces = prefixes(root);
  checkExtensions(process);
  const elements = (process.flowElements as ModdleElement[] | undefined) ?? [];
  const nodes: Record<string, NodeSetting> = {};
  const flows: ModdleElement[] = [];
  for (const element of elements) {
    checkExtensions(element);
    if (element.$type === 'bpmn:SequenceFlow') {
      checkCondition(element);
      flows.push(element);
      continue;
    }
    const refusal = EXECUTABLE[element.$type];
    if (refusal) throw new BpmnRefusal(`节点${where(element)}：${refusal}`);
    const type = NODE_TYPES[element.$type];
    if (!type) {
      throw new BpmnRefusal(
        `节点${where(element)}的类型 ${element.$type} 不受支持：可用开始事件、结束事件、用户任务、排他网关、并行网关和连线`,
      );
    }
    if (((element.eventDefinitions as unknown[] | undefined) ?? []).length > 0) {
      throw new BpmnRefusal(
        `事件${where(element)}带有事件定义（定时、消息等），不受支持：请用普通的开始/结束事件`,
      );
    }
    nodes[element.id!] = {
      id: element.id!,
      type,
      name: element.name ?? '',
      next: [],
      ...(type === 'userTask' ? userTaskSetting(element, namespaces) : {}),
      ...(type === 'startEvent' ? startSetting(element, namespaces) : {}),
    };
  }
  for (const flow of flows) {
    const source = (flow.sourceRef as ModdleElement | undefined)?.id;
    const target = (flow.targetRef as ModdleElement | undefined)?.id;
    if (!source || !target || !nodes[source] || !nodes[target]) {
      throw new BpmnRefusal(`连线${where(flow)}的起点或终点不存在`);
    }
    nodes[source].next.push(target);
  }
  checkPaths(nodes);
  return { key: process.id!, name: (process.name as string | undefined) || process.id!, nodes };
}

/**
 * The key and name of a diagram, for saving a draft: the XML must parse and hold one process with a valid
 * id, but none of the deploy checks run (a half-drawn diagram can be saved). Throws {@link BpmnRefusal}.
 *
 * @example
 * await readDraft(xml) // { key: 'leave', name: '请假审批' }
 */
export async function readDraft(xml: string): Promise<{ key: string; name: string }> {
  const { process } = await parseDiagram(xml);
  return { key: process.id!, name: (process.name as string | undefined) || process.id! };
}

/** Parses the XML: one bpmn:definitions holding exactly one process with a valid id. */
async function parseDiagram(xml: string): Promise<{ root: ModdleElement; process: ModdleElement }> {
  let root: ModdleElement;
  try {
    const result = await new BpmnModdle().fromXML(xml.trim());
    const bad = result.warnings.find((warning) => /unparsable|unresolved|unknown/i.test(warning.message));
    if (bad) throw new BpmnRefusal(`BPMN 文件格式错误，${parsePosition(bad.message)}`);
    root = result.rootElement;
  } catch (error) {
    if (error instanceof BpmnRefusal) throw error;
    const warnings = (error as { warnings?: Array<{ message: string }> }).warnings ?? [];
    const first = warnings[0]?.message ?? (error as Error).message;
    throw new BpmnRefusal(`BPMN 文件格式错误，${parsePosition(first)}`);
  }
  if (root.$type !== 'bpmn:Definitions') throw new BpmnRefusal('BPMN 文件的根元素应是 bpmn:definitions');
  const processes = ((root.rootElements as ModdleElement[] | undefined) ?? []).filter(
    (element) => element.$type === 'bpmn:Process',
  );
  if (processes.length !== 1)
    throw new BpmnRefusal(`BPMN 文件应包含且只包含一个流程（bpmn:process），现有 ${processes.length} 个`);
  const process = processes[0];
  if (!process.id || !/^[A-Za-z_][\w.-]{0,63}$/.test(process.id)) {
    throw new BpmnRefusal(
      `流程标识「${process.id ?? ''}」无效：应以字母或下划线开头，只含字母、数字、_ . -，最长 64 个字符`,
    );
  }
  return { root, process };
}
