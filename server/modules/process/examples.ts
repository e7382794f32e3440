/**
 * The leave process of issue 17 (请假审批: start → 部门经理审批 → 天数 > 3 ? 人事审批 → end), as a
 * Camunda-Modeler-style BPMN file with our extension attributes: the API tests, the bench and docs/process.md
 * use it.
 */

/**
 * The leave process's BPMN XML; `hrRole` is the role whose users may claim 人事审批.
 *
 * @example
 * await deployProcess(db, admin, leaveProcessXml(), now)
 */
export function leaveProcessXml(hrRole = 'hr'): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL"
  xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"
  xmlns:dougong="http://dougong.dev/schema/bpmn"
  id="leave-definitions" targetNamespace="http://dougong.dev/bpmn">
  <bpmn:process id="leave" name="请假审批" isExecutable="true">
    <bpmn:startEvent id="start" name="开始" />
    <bpmn:sequenceFlow id="toManager" sourceRef="start" targetRef="manager" />
    <bpmn:userTask id="manager" name="部门经理审批" dougong:assignee="departLeader" dougong:formId="leave-form" />
    <bpmn:sequenceFlow id="toDays" sourceRef="manager" targetRef="days" />
    <bpmn:exclusiveGateway id="days" name="天数 &gt; 3？" default="short" />
    <bpmn:sequenceFlow id="long" name="超过 3 天" sourceRef="days" targetRef="hr">
      <bpmn:conditionExpression xsi:type="bpmn:tFormalExpression">{{ 天数 &gt; 3 }}</bpmn:conditionExpression>
    </bpmn:sequenceFlow>
    <bpmn:sequenceFlow id="short" name="3 天以内" sourceRef="days" targetRef="end" />
    <bpmn:userTask id="hr" name="人事审批" dougong:candidateRoles="${hrRole}" dougong:formId="leave-form" />
    <bpmn:sequenceFlow id="hrToEnd" sourceRef="hr" targetRef="end" />
    <bpmn:endEvent id="end" name="结束" />
  </bpmn:process>
</bpmn:definitions>`;
}
