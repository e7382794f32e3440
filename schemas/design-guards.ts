/**
 * What validate() checks in a form or page design besides its JSON Schema: nesting depth, prototype keys and
 * the safety of its patterns. The walk is iterative and runs before ajv, whose generated validators recurse
 * once per level: a design nested 834 grids deep overflowed the stack (a 500 on the server), and 833 passed
 * there but not in the browser. Shared by browser, server and CLI through schemas/index.ts validate().
 */
import type { SchemaError } from './errors';
import { toJsonPath } from './errors';
import { patternProblem } from './patterns';
import { FORBIDDEN_SEGMENTS } from './safe-names';

/** How many containers (grid, tabs, card, crud, a button's dialog or drawer) may enclose a widget. */
export const MAX_CONTAINER_DEPTH = 32;
/** How deep any JSON value of a design may go; a 32-level design needs about 200. */
export const MAX_JSON_DEPTH = 400;

const CONTAINER_MESSAGE = `嵌套超过 ${MAX_CONTAINER_DEPTH} 层（栅格、标签页、卡片、增删改查及按钮里的表单或页面各算一层），请减少嵌套`;

/** One value met by the walk, with the way back to the root for its path. */
interface Step {
  value: unknown;
  parent?: Step;
  segment?: string;
  /** Objects and arrays from the root down to this value, itself included. */
  depth: number;
  /** Widgets enclosing this value (a widget is an element of a `list` array). */
  widgets: number;
}

/** A `pattern` text of a widget's options or rules, and where it is. */
export interface PatternAt {
  path: string;
  text: string;
}

function pathOf(step: Step): string {
  const segments: string[] = [];
  for (let at: Step | undefined = step; at?.segment !== undefined; at = at.parent) segments.push(at.segment);
  const pointer = segments
    .reverse()
    .map((s) => '/' + s.replace(/~/g, '~0').replace(/\//g, '~1'))
    .join('');
  return toJsonPath(pointer);
}

/** Keys looked at even when their value is not an object or array. */
const WATCHED_KEYS = new Set([...FORBIDDEN_SEGMENTS, 'pattern']);

const isPatternSpot = (step: Step): boolean =>
  step.segment === 'pattern' &&
  (step.parent?.segment === 'options' || step.parent?.parent?.segment === 'rules');

/** What walkDesign() found. */
export interface WalkedDesign {
  /** The first place nested too deep; the walk stops there, and the schema must not run. */
  tooDeep?: SchemaError;
  /** Every object key named __proto__, prototype or constructor. */
  keys: SchemaError[];
  /** The patterns, for checkPatterns() once the schema has passed. */
  patterns: PatternAt[];
}

/**
 * Walks a design without recursion: where it is nested too deep, the keys that reach a prototype and the
 * patterns to check.
 *
 * @example
 * walkDesign({ list: [], config: {} }) // { keys: [], patterns: [] }
 */
export function walkDesign(data: unknown): WalkedDesign {
  const keys: SchemaError[] = [];
  const patterns: PatternAt[] = [];
  const stack: Step[] = [{ value: data, depth: 1, widgets: 0 }];
  while (stack.length > 0) {
    const step = stack.pop()!;
    if (typeof step.value !== 'object' || step.value === null) continue; // the root may be anything
    const value = step.value as Record<string, unknown> | unknown[];
    if (step.depth > MAX_JSON_DEPTH)
      return {
        tooDeep: { path: pathOf(step), message: `JSON 嵌套超过 ${MAX_JSON_DEPTH} 层，请简化` },
        keys,
        patterns,
      };
    const isWidget =
      !Array.isArray(value) && step.parent?.segment === 'list' && Array.isArray(step.parent.value);
    if (isWidget && step.widgets > MAX_CONTAINER_DEPTH)
      return { tooDeep: { path: pathOf(step), message: CONTAINER_MESSAGE }, keys, patterns };
    const widgets = step.widgets + (isWidget ? 1 : 0);
    // Only objects and arrays become steps (a design is mostly strings); pushed in reverse, so the walk and
    // its errors follow document order.
    const names = Array.isArray(value) ? null : Object.keys(value);
    const count = names ? names.length : (value as unknown[]).length;
    const found: SchemaError[] = [];
    const spots: PatternAt[] = [];
    for (let i = count - 1; i >= 0; i--) {
      const item: unknown = names ? (value as Record<string, unknown>)[names[i]!] : (value as unknown[])[i];
      const isContainer = typeof item === 'object' && item !== null;
      if (!isContainer && (!names || !WATCHED_KEYS.has(names[i]!))) continue;
      const segment = names ? names[i]! : String(i);
      const forbidden = names !== null && FORBIDDEN_SEGMENTS.includes(segment);
      const child: Step = { value: item, parent: step, segment, depth: step.depth + 1, widgets };
      if (forbidden)
        found.push({
          path: pathOf(child),
          message: `不能用 ${segment} 作属性名（它会改写所有对象共有的原型），请删掉`,
        });
      if (isContainer) stack.push(child);
      else if (typeof item === 'string' && isPatternSpot(child))
        spots.push({ path: pathOf(child), text: item });
    }
    keys.push(...found.reverse());
    patterns.push(...spots.reverse());
  }
  return { keys, patterns };
}

/**
 * The problems of the patterns walkDesign() found: text that is not a regular expression, or one that
 * could backtrack for minutes in the filling user's browser.
 *
 * @example
 * checkPatterns([{ path: '$.list[0].options.pattern', text: '^(a+)+$' }])
 * // [{ path: '$.list[0].options.pattern', message: '正则表达式可能导致浏览器卡死（嵌套的重复）：^(a+)+$，请改写' }]
 */
export function checkPatterns(patterns: readonly PatternAt[]): SchemaError[] {
  return patterns.flatMap(({ path, text }) => {
    const message = text === '' ? undefined : patternProblem(text);
    return message ? [{ path, message }] : [];
  });
}
