import type { AnyDesign, AnyWidget } from '../runtime';
import { getPath, setPath } from './designOps';
import { applyDefaultRules, modelProblem } from './widgetRules';

/** Panel values arrive as fresh copies; lists and records are equal when their JSON is. */
const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * The edited widget, and whether §4's rules `adjusted` more than the panel sent (the panel then shows the
 * design's value); or why the edit is refused.
 */
export type EditResult = { ok: true; widget: AnyWidget; adjusted: boolean } | { ok: false; message: string };

/**
 * Applies the property panel's values at `paths` to a widget (an unset option whose value is its panel
 * field's default in `defaults` stays unset), with SPEC.md §4's rules: a 字段标识 that is empty, not an
 * identifier or another widget's is refused; turning a select's multiple on wraps the default in a list
 * and off takes its first item; turning a time widget's range on (or off) clears the default. An edit
 * that changes nothing returns the widget itself.
 *
 * @example
 * editWidget(design, widget, { options: { required: true } }, ['options.required'])
 * // { ok: true, widget: { ...widget, options: { ...widget.options, required: true } }, adjusted: false }
 */
export function editWidget(
  design: AnyDesign,
  widget: AnyWidget,
  values: unknown,
  paths: string[],
  defaults: ReadonlyMap<string, unknown> = new Map(),
): EditResult {
  let next = widget;
  for (const path of paths) {
    const value = getPath(values, path);
    const current = getPath(widget, path);
    // An unset option the panel shows at its default stays unset until the admin changes it.
    if (current === undefined && defaults.has(path) && same(value, defaults.get(path))) continue;
    // Formily hands its own arrays and records; the design keeps plain copies of them.
    if (value !== undefined && !same(value, current)) next = setPath(next, path, structuredClone(value));
  }
  if (next.model !== widget.model) {
    const problem = modelProblem(design, widget.key, next.model);
    if (problem) return { ok: false, message: problem };
  }
  const ruled = next === widget ? widget : applyDefaultRules(next, widget);
  return { ok: true, widget: ruled, adjusted: ruled !== next };
}

/** The leaves (dotted paths) where two JSON values differ. */
function changedLeaves(a: unknown, b: unknown, at: string, out: string[]): string[] {
  const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
  if (a === b) return out;
  if (isRecord(a) && isRecord(b) && Array.isArray(a) === Array.isArray(b)) {
    for (const k of new Set([...Object.keys(a), ...Object.keys(b)]))
      changedLeaves(a[k], b[k], at ? `${at}.${k}` : k, out);
    return out;
  }
  out.push(at);
  return out;
}

/**
 * Which typing an edit continues: consecutive keystrokes in one text box are one undo step. An edit
 * whose only change is one text or number leaf under one of `textPaths` (the panel's text boxes, number
 * boxes and list editors) gets `<widget key>:<leaf>`; anything else (a switch, a choice, a rule that
 * changed a second value) gets undefined and is a step of its own.
 *
 * @example
 * typingKey(before, after, ['options.placeholder']) // 'input_1:options.placeholder'
 */
export function typingKey(before: AnyWidget, after: AnyWidget, textPaths: string[]): string | undefined {
  const leaf = typedLeaf(before, after);
  if (leaf === undefined) return undefined;
  return textPaths.some((p) => leaf === p || leaf.startsWith(`${p}.`)) ? `${before.key}:${leaf}` : undefined;
}

/**
 * The one text or number leaf two objects differ in, or undefined when they differ in more, or in
 * anything else (a switch's boolean, a list that grew).
 *
 * @example
 * typedLeaf({ labelWidth: 10 }, { labelWidth: 100 }) // 'labelWidth'
 */
export function typedLeaf(before: object, after: object): string | undefined {
  const leaves = changedLeaves(before, after, '', []);
  if (leaves.length !== 1) return undefined;
  const leaf = leaves[0]!;
  const typed = (v: unknown) => v === undefined || typeof v === 'string' || typeof v === 'number';
  return typed(getPath(before, leaf)) && typed(getPath(after, leaf)) ? leaf : undefined;
}
