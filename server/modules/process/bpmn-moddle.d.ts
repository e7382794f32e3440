/** bpmn-moddle 9 ships no types: the part of its API the process module reads. */
declare module 'bpmn-moddle' {
  /** A parsed BPMN element: its type, id, properties and the attributes of other namespaces. */
  export interface ModdleElement {
    $type: string;
    id?: string;
    name?: string;
    $attrs?: Record<string, string>;
    $children?: ModdleElement[];
    [property: string]: unknown;
  }
  export interface ParseResult {
    rootElement: ModdleElement;
    warnings: Array<{ message: string }>;
  }
  export default class BpmnModdle {
    constructor(packages?: Record<string, unknown>);
    fromXML(xml: string): Promise<ParseResult>;
  }
}
