import { layoutProcess } from 'bpmn-auto-layout';

/**
 * Whether a BPMN document carries its drawing (BPMN DI). A diagram written by hand or by a script often
 * has only the process, and bpmn-js has nothing to draw then.
 *
 * @example
 * hasDrawing('<bpmn:definitions>…<bpmndi:BPMNDiagram …') // true
 */
export const hasDrawing = (xml: string): boolean => /<(?:[\w-]+:)?BPMNDiagram[\s>/]/.test(xml);

/**
 * The document as it is when it has its drawing, else laid out left to right by bpmn-auto-layout —
 * which keeps the process itself, dougong attributes and conditions included.
 *
 * @example
 * await drawable(xmlWithoutDi) // the same process, with bpmndi shapes and edges
 */
export async function drawable(xml: string): Promise<string> {
  return hasDrawing(xml) ? xml : layoutProcess(xml);
}
