/**
 * The side panel ↔ element mapping: what each panel shows of a diagram element (read from its business
 * object), and the properties a change of the panel writes back through modeling.updateProperties. Pure,
 * so the mapping is tested without a canvas.
 */

/** A diagram element's business object, as far as the panel reads it (moddle's `get`). */
export interface BusinessObject {
  $type: string;
  id: string;
  name?: string;
  get(name: string): unknown;
  conditionExpression?: { body?: string } | null;
}

/** Which panel an element shows. */
export type PanelKind = 'process' | 'userTask' | 'sequenceFlow' | 'startEvent' | 'element';

export type PanelValues = Record<string, unknown>;

/** The assignee rule types of dougong:assignee (contract.md). */
export type AssigneeType = 'user' | 'role' | 'departLeader' | 'initiator' | 'variable';

/** What a field of the node form may be at that node. */
export type FieldRule = 'editable' | 'readonly' | 'hidden';

/**
 * The panel of an element type; null for what has no settings (labels, the diagram itself).
 *
 * @example
 * panelKind('bpmn:UserTask') // 'userTask'
 */
export function panelKind(type: string): PanelKind | null {
  switch (type) {
    case 'bpmn:Process':
      return 'process';
    case 'bpmn:UserTask':
      return 'userTask';
    case 'bpmn:SequenceFlow':
      return 'sequenceFlow';
    case 'bpmn:StartEvent':
      return 'startEvent';
    case 'bpmn:EndEvent':
    case 'bpmn:ExclusiveGateway':
    case 'bpmn:ParallelGateway':
    case 'bpmn:Task':
      return 'element';
    default:
      return null;
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): string[] =>
  text(value)
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * dougong:assignee split into the panel's type and value fields.
 *
 * @example
 * readAssignee('role:hr') // { assigneeType: 'role', assigneeUser: '', assigneeRole: 'hr', assigneeVariable: '' }
 */
export function readAssignee(value: unknown): PanelValues {
  const rule = text(value);
  const [head, ...rest] = rule.split(':');
  const tail = rest.join(':');
  const type: AssigneeType | '' =
    head === 'user' || head === 'role' || head === 'variable'
      ? head
      : rule === 'departLeader' || rule === 'initiator'
        ? rule
        : '';
  return {
    assigneeType: type || undefined,
    assigneeUser: type === 'user' ? tail : undefined,
    assigneeRole: type === 'role' ? tail : undefined,
    assigneeVariable: type === 'variable' ? tail : undefined,
  };
}

/**
 * The panel's assignee fields as dougong:assignee; undefined (no attribute) while incomplete.
 *
 * @example
 * assigneeRule({ assigneeType: 'user', assigneeUser: 'lisi' }) // 'user:lisi'
 */
export function assigneeRule(values: PanelValues): string | undefined {
  const type = values.assigneeType;
  if (type === 'departLeader' || type === 'initiator') return type;
  const value =
    type === 'user'
      ? values.assigneeUser
      : type === 'role'
        ? values.assigneeRole
        : type === 'variable'
          ? values.assigneeVariable
          : undefined;
  const name = text(value).trim();
  return name ? `${String(type)}:${name}` : undefined;
}

function readRules(value: unknown): Record<string, FieldRule> {
  try {
    const parsed: unknown = JSON.parse(text(value) || '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const rules: Record<string, FieldRule> = {};
    for (const [field, rule] of Object.entries(parsed))
      if (rule === 'readonly' || rule === 'hidden' || rule === 'editable') rules[field] = rule;
    return rules;
  } catch {
    return {};
  }
}

/**
 * A Camunda Modeler assignee as our rule, read as the server reads it (docs/process.md): a username,
 * `${initiator}`, or `${variable}`. The panel shows what a Camunda file already says; our attributes,
 * written on the first change, take precedence on the server as here.
 *
 * @example
 * camundaAssignee('${approver}') // 'variable:approver'
 */
export function camundaAssignee(value: unknown): string | undefined {
  const assignee = text(value).trim();
  if (!assignee) return undefined;
  const expression = /^\$\{\s*([\w\u4e00-\u9fa5]+)\s*\}$/.exec(assignee);
  if (!expression) return `user:${assignee}`;
  return expression[1] === 'initiator' ? 'initiator' : `variable:${expression[1]}`;
}

/**
 * What the panel of `kind` shows for an element.
 *
 * @example
 * readPanel('userTask', task.businessObject) // { name: '部门经理审批', assigneeType: 'departLeader', buttons: ['approve'], … }
 */
export function readPanel(kind: PanelKind, bo: BusinessObject): PanelValues {
  const name = text(bo.name);
  switch (kind) {
    case 'process':
      return { key: bo.id, name };
    case 'userTask':
      return {
        name,
        ...readAssignee(bo.get('dougong:assignee') ?? camundaAssignee(bo.get('camunda:assignee'))),
        candidateUsers: list(bo.get('dougong:candidateUsers') ?? bo.get('camunda:candidateUsers')),
        candidateRoles: list(bo.get('dougong:candidateRoles') ?? bo.get('camunda:candidateGroups')),
        candidateDeparts: list(bo.get('dougong:candidateDeparts')),
        formId: text(bo.get('dougong:formId')) || undefined,
        fieldRules: readRules(bo.get('dougong:fieldRules')),
        buttons: list(bo.get('dougong:buttons')),
      };
    case 'sequenceFlow':
      return { name, condition: text(bo.conditionExpression?.body) };
    case 'startEvent':
      return { name, formId: text(bo.get('dougong:formId')) || undefined };
    default:
      return { name };
  }
}

const joined = (value: unknown): string | undefined =>
  Array.isArray(value) && value.length > 0 ? value.map(String).join(',') : undefined;

/** A field rules object as dougong:fieldRules: only what differs from editable; none → no attribute. */
function rulesAttr(value: unknown): string | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const kept = Object.entries(value as Record<string, unknown>).filter(
    ([, rule]) => rule === 'readonly' || rule === 'hidden',
  );
  return kept.length > 0 ? JSON.stringify(Object.fromEntries(kept)) : undefined;
}

const PROCESS_KEY = /^[A-Za-z_][\w.-]*$/;

/**
 * The element properties a panel's values stand for (names as updateProperties takes them; undefined
 * removes an attribute). A sequence flow's condition is `condition` here: the caller wraps it in a
 * bpmn:FormalExpression. A process key that is not a valid XML id is left out until it is one.
 *
 * @example
 * panelProperties('userTask', { name: '人事审批', assigneeType: 'role', assigneeRole: 'hr', buttons: ['approve', 'reject'] })
 * // { name: '人事审批', 'dougong:assignee': 'role:hr', 'dougong:buttons': 'approve,reject', … }
 */
export function panelProperties(kind: PanelKind, values: PanelValues): PanelValues {
  const name = text(values.name) || undefined;
  switch (kind) {
    case 'process': {
      const key = text(values.key).trim();
      return { name, ...(PROCESS_KEY.test(key) ? { id: key } : {}) };
    }
    case 'userTask':
      return {
        name,
        'dougong:assignee': assigneeRule(values),
        'dougong:candidateUsers': joined(values.candidateUsers),
        'dougong:candidateRoles': joined(values.candidateRoles),
        'dougong:candidateDeparts': joined(values.candidateDeparts),
        'dougong:formId': text(values.formId) || undefined,
        'dougong:fieldRules': values.formId ? rulesAttr(values.fieldRules) : undefined,
        'dougong:buttons': joined(values.buttons),
      };
    case 'sequenceFlow':
      return { name, condition: text(values.condition).trim() || undefined };
    case 'startEvent':
      return { name, 'dougong:formId': text(values.formId) || undefined };
    default:
      return { name };
  }
}

/**
 * Only the properties whose value differs from what the element holds now, so one keystroke writes one
 * property (one undo step) and a change the element already has writes nothing.
 *
 * @example
 * changedProperties('userTask', task.businessObject, values) // { name: '人事审批' }
 */
export function changedProperties(kind: PanelKind, bo: BusinessObject, values: PanelValues): PanelValues {
  const now = panelProperties(kind, readPanel(kind, bo));
  const next = panelProperties(kind, values);
  const changed: PanelValues = {};
  for (const [key, value] of Object.entries(next)) if (now[key] !== value) changed[key] = value;
  return changed;
}
