import { layoutProcess } from 'bpmn-auto-layout';

const BPMN = 'http://www.omg.org/spec/BPMN/20100524/MODEL';
/** The children of a flow node that come before its incoming and outgoing references (tFlowElement's). */
const BEFORE_REFS = new Set([
  'documentation',
  'extensionElements',
  'auditing',
  'monitoring',
  'categoryValueRef',
]);

/**
 * Whether a BPMN document carries its drawing (BPMN DI). A diagram written by hand or by a script often
 * has only the process, and bpmn-js has nothing to draw then.
 *
 * @example
 * hasDrawing('<bpmn:definitions>…<bpmndi:BPMNDiagram …') // true
 */
export const hasDrawing = (xml: string): boolean => /<(?:[\w-]+:)?BPMNDiagram[\s>/]/.test(xml);

/**
 * The document with every flow node's <incoming>/<outgoing> references written out from its sequence
 * flows. BPMN lets a document leave them out (the engine reads sourceRef and targetRef), but
 * bpmn-auto-layout follows only them: without, every node would stand alone in one column.
 *
 * @example
 * withFlowRefs('<bpmn:task id="a"/>…<bpmn:sequenceFlow id="f" sourceRef="a" targetRef="b"/>') // a gets <bpmn:outgoing>f</bpmn:outgoing>
 */
export function withFlowRefs(xml: string): string {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) return xml;
  const byId = new Map<string, Element>();
  for (const element of Array.from(doc.getElementsByTagNameNS(BPMN, '*'))) {
    const id = element.getAttribute('id');
    if (id) byId.set(id, element);
  }
  const has = (node: Element, kind: string, flow: string) =>
    Array.from(node.children).some((child) => child.localName === kind && child.textContent?.trim() === flow);
  const add = (node: Element | undefined, kind: 'incoming' | 'outgoing', flow: string) => {
    if (!node || has(node, kind, flow)) return;
    const ref = doc.createElementNS(BPMN, node.prefix ? `${node.prefix}:${kind}` : kind);
    ref.textContent = flow;
    // incoming before outgoing, both after tFlowElement's own children.
    const after = Array.from(node.children).filter(
      (child) =>
        BEFORE_REFS.has(child.localName) ||
        child.localName === 'incoming' ||
        (kind === 'outgoing' && child.localName === 'outgoing'),
    );
    node.insertBefore(ref, after.length > 0 ? after[after.length - 1]!.nextSibling : node.firstChild);
  };
  for (const flow of Array.from(doc.getElementsByTagNameNS(BPMN, 'sequenceFlow'))) {
    const id = flow.getAttribute('id');
    if (!id) continue;
    add(byId.get(flow.getAttribute('sourceRef') ?? ''), 'outgoing', id);
    add(byId.get(flow.getAttribute('targetRef') ?? ''), 'incoming', id);
  }
  return new XMLSerializer().serializeToString(doc);
}

/**
 * The document as it is when it has its drawing, else laid out left to right by bpmn-auto-layout —
 * which keeps the process itself, dougong attributes and conditions included.
 *
 * @example
 * await drawable(xmlWithoutDi) // the same process, with bpmndi shapes and edges
 */
export async function drawable(xml: string): Promise<string> {
  return hasDrawing(xml) ? xml : layoutProcess(withFlowRefs(xml));
}
