/** bpmn-moddle 9 ships no types: the part of its API the widget's tests use (parse, then write back). */
declare module 'bpmn-moddle' {
  export default class BpmnModdle {
    constructor(packages?: Record<string, unknown>);
    fromXML(xml: string): Promise<{ rootElement: object; warnings: Array<{ message: string }> }>;
    toXML(element: object, options?: { format?: boolean }): Promise<{ xml: string }>;
  }
}
