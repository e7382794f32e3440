/**
 * The renderer's last line against prototype pollution. The schemas refuse `__proto__`, `prototype` and
 * `constructor` in models and keys, but a design stored before they did, or data a host hands in, may still
 * carry them; Formily writes values by path (`setValuesIn('__proto__.x')`), so such a name must never reach
 * it. What is dropped is said once on the console.
 */
import { FORBIDDEN_SEGMENTS, forbiddenSegment } from '../../../schemas/safe-names';

/**
 * Whether a model or key may name a Formily field: none of its segments reaches a prototype.
 *
 * @example
 * isSafeFieldName('user.name') // true
 * isSafeFieldName('__proto__.polluted') // false
 */
export function isSafeFieldName(name: string): boolean {
  return forbiddenSegment(name) === undefined;
}

const isPlain = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * A copy of plain data (objects and arrays; anything else, a Date or a File, is kept as it is) without any
 * key named __proto__, prototype or constructor, at any depth. JSON.parse makes such keys own properties,
 * and a deep merge that follows them writes into Object.prototype.
 *
 * @example
 * withoutPrototypeKeys(JSON.parse('{"a":1,"__proto__":{"x":1}}')) // { a: 1 }
 */
export function withoutPrototypeKeys<T>(value: T): T {
  const dropped = new Set<string>();
  const copy = (item: unknown, depth: number): unknown => {
    // Form values are shallow; a structure this deep is not data a form holds, and recursing on it would not end well.
    if (depth > 200) return undefined;
    if (Array.isArray(item)) return item.map((child) => copy(child, depth + 1));
    if (!isPlain(item)) return item;
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(item)) {
      if (FORBIDDEN_SEGMENTS.includes(key)) dropped.add(key);
      else out[key] = copy(child, depth + 1);
    }
    return out;
  };
  const result = copy(value, 0) as T;
  if (dropped.size > 0)
    console.warn(
      `Dougong: ignoring the key(s) ${[...dropped].join(', ')} in form data (prototype pollution)`,
    );
  return result;
}
