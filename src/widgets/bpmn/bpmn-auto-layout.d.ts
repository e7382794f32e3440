/** bpmn-auto-layout 1 ships no types: its one call. */
declare module 'bpmn-auto-layout' {
  /** The document with BPMN DI generated for its first process. */
  export function layoutProcess(xml: string): Promise<string>;
}
