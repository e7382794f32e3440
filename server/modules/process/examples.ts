/**
 * The leave process of issue 17 (请假审批: start → 部门经理审批 → 天数 > 3 ? 人事审批 → end), as a
 * Camunda-Modeler-style BPMN file with our extension attributes and its drawing (BPMN DI, so it opens laid out
 * as drawn), and its form (请假单): the API tests, the
 * bench, the demo data and docs/process.md use them.
 */

/** The demo form's id (onl_design), which the leave process's nodes name in dougong:formId. */
export const LEAVE_FORM_ID = 'leave-form';

/** How the leave process is drawn: the variable the gateway reads, and whether approvers may change the request. */
export interface LeaveOptions {
  /** The variable holding the number of days: 天数 (the tests' start data) or days (the demo form's field). */
  daysField?: string;
  /** Field rules of the approvers' nodes (dougong:fieldRules), e.g. {"days":"readonly"}. */
  fieldRules?: Record<string, 'editable' | 'readonly' | 'hidden'>;
}

const attr = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The leave process's BPMN XML; `hrRole` is the role whose users may claim 人事审批.
 *
 * @example
 * await deployProcess(db, admin, leaveProcessXml(), now)
 * leaveProcessXml('hr', { daysField: 'days', fieldRules: { days: 'readonly' } }) // the demo's
 */
export function leaveProcessXml(hrRole = 'hr', options: LeaveOptions = {}): string {
  const days = options.daysField ?? '天数';
  const rules = options.fieldRules ? ` dougong:fieldRules="${attr(JSON.stringify(options.fieldRules))}"` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:dougong="http://dougong.dev/schema/bpmn"
  xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI"
  xmlns:dc="http://www.omg.org/spec/DD/20100524/DC"
  xmlns:di="http://www.omg.org/spec/DD/20100524/DI"
  id="leave-definitions" targetNamespace="http://dougong.dev/bpmn">
  <bpmn:process id="leave" name="请假审批" isExecutable="true">
    <bpmn:startEvent id="start" name="开始" dougong:formId="${LEAVE_FORM_ID}" />
    <bpmn:sequenceFlow id="toManager" sourceRef="start" targetRef="manager" />
    <bpmn:userTask id="manager" name="部门经理审批" dougong:assignee="departLeader" dougong:formId="${LEAVE_FORM_ID}"${rules} />
    <bpmn:sequenceFlow id="toDays" sourceRef="manager" targetRef="days" />
    <bpmn:exclusiveGateway id="days" name="天数 &gt; 3？" default="short" />
    <bpmn:sequenceFlow id="long" name="超过 3 天" sourceRef="days" targetRef="hr">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">{{ ${days} &gt; 3 }}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="short" name="3 天以内" sourceRef="days" targetRef="end" />
    <bpmn:userTask id="hr" name="人事审批" dougong:candidateRoles="${hrRole}" dougong:formId="${LEAVE_FORM_ID}"${rules} />
    <bpmn:sequenceFlow id="hrToEnd" sourceRef="hr" targetRef="end" />
    <bpmn:endEvent id="end" name="结束" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="leave-diagram">
    <bpmndi:BPMNPlane id="leave-plane" bpmnElement="leave">
      <bpmndi:BPMNShape id="start_di" bpmnElement="start"><dc:Bounds x="152" y="102" width="36" height="36" /><bpmndi:BPMNLabel><dc:Bounds x="159" y="145" width="22" height="14" /></bpmndi:BPMNLabel></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="manager_di" bpmnElement="manager"><dc:Bounds x="240" y="80" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="days_di" bpmnElement="days" isMarkerVisible="true"><dc:Bounds x="395" y="95" width="50" height="50" /><bpmndi:BPMNLabel><dc:Bounds x="386" y="65" width="68" height="14" /></bpmndi:BPMNLabel></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="hr_di" bpmnElement="hr"><dc:Bounds x="500" y="190" width="100" height="80" /></bpmndi:BPMNShape>
      <bpmndi:BPMNShape id="end_di" bpmnElement="end"><dc:Bounds x="662" y="102" width="36" height="36" /><bpmndi:BPMNLabel><dc:Bounds x="669" y="78" width="22" height="14" /></bpmndi:BPMNLabel></bpmndi:BPMNShape>
      <bpmndi:BPMNEdge id="toManager_di" bpmnElement="toManager"><di:waypoint x="188" y="120" /><di:waypoint x="240" y="120" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="toDays_di" bpmnElement="toDays"><di:waypoint x="340" y="120" /><di:waypoint x="395" y="120" /></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="short_di" bpmnElement="short"><di:waypoint x="445" y="120" /><di:waypoint x="662" y="120" /><bpmndi:BPMNLabel><dc:Bounds x="528" y="102" width="50" height="14" /></bpmndi:BPMNLabel></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="long_di" bpmnElement="long"><di:waypoint x="420" y="145" /><di:waypoint x="420" y="230" /><di:waypoint x="500" y="230" /><bpmndi:BPMNLabel><dc:Bounds x="428" y="206" width="50" height="14" /></bpmndi:BPMNLabel></bpmndi:BPMNEdge>
      <bpmndi:BPMNEdge id="hrToEnd_di" bpmnElement="hrToEnd"><di:waypoint x="600" y="230" /><di:waypoint x="680" y="230" /><di:waypoint x="680" y="138" /></bpmndi:BPMNEdge>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>`;
}

/**
 * The leave form (请假单) as a form design: 请假人 (applicant), 天数 (days, 0.5 to 30) and 事由 (reason).
 *
 * @example
 * JSON.stringify(leaveFormDesign()) // stored as onl_design 'leave-form'
 */
export function leaveFormDesign() {
  return {
    list: [
      {
        type: 'input',
        name: '请假人',
        key: 'input_applicant',
        model: 'applicant',
        options: {
          width: '100%',
          placeholder: '请输入请假人姓名',
          defaultValue: '',
          required: true,
          dataType: 'string',
        },
        rules: [{ required: true, message: '请填写请假人' }],
      },
      {
        type: 'number',
        name: '天数',
        key: 'number_days',
        model: 'days',
        options: { width: '', defaultValue: 1, min: 0.5, max: 30, step: 0.5, controlsPosition: 'right' },
        rules: [{ required: true, message: '请填写请假天数' }],
      },
      {
        type: 'textarea',
        name: '事由',
        key: 'textarea_reason',
        model: 'reason',
        options: {
          width: '100%',
          placeholder: '请说明请假事由',
          defaultValue: '',
          rows: 3,
          required: true,
          maxlength: 500,
        },
        rules: [{ required: true, message: '请填写请假事由' }],
      },
    ],
    config: {
      ui: 'Ant Design',
      size: 'small',
      labelPosition: 'right',
      labelWidth: 100,
      layout: 'horizontal',
      customClass: '',
    },
  };
}
