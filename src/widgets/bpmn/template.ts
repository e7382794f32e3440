/**
 * A new diagram: one process holding one start event, with the key the user may change in the panel.
 * The key is random so two new designs never claim the same process key on their first save.
 *
 * @example
 * newDiagramXml('Process_k3x9') // '<?xml …<bpmn:process id="Process_k3x9" name="新流程" …'
 */
export function newDiagramXml(
  processKey: string = `Process_${Math.random().toString(36).slice(2, 9)}`,
): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<bpmn:definitions xmlns:bpmn="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:bpmndi="http://www.omg.org/spec/BPMN/20100524/DI" xmlns:dc="http://www.omg.org/spec/DD/20100524/DC" xmlns:dougong="http://dougong.dev/schema/bpmn" id="Definitions_1" targetNamespace="http://dougong.dev/schema/bpmn">
  <bpmn:process id="${processKey}" name="新流程" isExecutable="true">
    <bpmn:startEvent id="StartEvent_1" name="开始" />
  </bpmn:process>
  <bpmndi:BPMNDiagram id="BPMNDiagram_1">
    <bpmndi:BPMNPlane id="BPMNPlane_1" bpmnElement="${processKey}">
      <bpmndi:BPMNShape id="StartEvent_1_di" bpmnElement="StartEvent_1">
        <dc:Bounds x="180" y="160" width="36" height="36" />
      </bpmndi:BPMNShape>
    </bpmndi:BPMNPlane>
  </bpmndi:BPMNDiagram>
</bpmn:definitions>
`;
}
