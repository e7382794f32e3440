/**
 * The few bpmn-js services the widget talks to, typed as far as it uses them, and helpers over them.
 * Kept apart from the React components so the element ↔ panel writes are plain functions.
 */
import {
  changedProperties,
  panelKind,
  type BusinessObject,
  type PanelKind,
  type PanelValues,
} from './mapping';

/** A diagram element (shape, connection or the root). */
export interface DiagramElement {
  id: string;
  type: string;
  businessObject: BusinessObject;
}

export interface Modeling {
  updateProperties(element: DiagramElement, properties: PanelValues): void;
}

export interface Moddle {
  create(type: string, attrs: Record<string, unknown>): unknown;
}

export interface Canvas {
  getRootElement(): DiagramElement;
  zoom(level: 'fit-viewport', center?: 'auto'): number;
  addMarker(element: string, marker: string): void;
}

export interface EventBus {
  on(event: string, callback: (event: Record<string, unknown>) => void): void;
}

/** What get() answers for the names the widget asks. */
export interface Services {
  modeling: Modeling;
  moddle: Moddle;
  canvas: Canvas;
  eventBus: EventBus;
  elementRegistry: { get(id: string): DiagramElement | undefined };
  commandStack: { undo(): void; redo(): void; canUndo(): boolean; canRedo(): boolean };
}

/** A bpmn-js modeler or viewer, as far as the widget uses it. */
export interface Diagram {
  get<K extends keyof Services>(name: K): Services[K];
  importXML(xml: string): Promise<unknown>;
  saveXML(options: { format: boolean }): Promise<{ xml?: string }>;
  destroy(): void;
}

/**
 * The element a panel edits and its kind: the selected element, or the process (the root) when none is.
 *
 * @example
 * panelTarget(diagram, []) // { element: <root>, kind: 'process' }
 */
export function panelTarget(
  diagram: Diagram,
  selection: readonly DiagramElement[],
): { element: DiagramElement; kind: PanelKind } | null {
  const element = selection.length === 1 ? selection[0]! : diagram.get('canvas').getRootElement();
  // Before a diagram is imported the root is diagram-js's implicit one, with no business object.
  const type = (element.businessObject as BusinessObject | undefined)?.$type;
  const kind = type ? panelKind(type) : null;
  return kind ? { element, kind } : null;
}

/**
 * Writes a panel's values to its element through modeling.updateProperties — one command, so bpmn-js's
 * undo takes it back — writing only what changed; a condition becomes a bpmn:FormalExpression. Returns
 * whether anything was written. A process key another element already uses is not written (moddle's ids
 * refuse it); the panel keeps showing what was typed until it is unique.
 *
 * @example
 * writePanel(diagram, task, 'userTask', { name: '人事审批', assigneeType: 'initiator' }) // true
 */
export function writePanel(
  diagram: Diagram,
  element: DiagramElement,
  kind: PanelKind,
  values: PanelValues,
): boolean {
  const changed = changedProperties(kind, element.businessObject, values);
  if (Object.keys(changed).length === 0) return false;
  if (kind === 'sequenceFlow' && 'condition' in changed) {
    const { condition, ...rest } = changed;
    rest.conditionExpression =
      typeof condition === 'string'
        ? diagram.get('moddle').create('bpmn:FormalExpression', { body: condition })
        : undefined;
    diagram.get('modeling').updateProperties(element, rest);
    return true;
  }
  try {
    diagram.get('modeling').updateProperties(element, changed);
  } catch {
    return false;
  }
  return true;
}
