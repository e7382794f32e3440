/**
 * Names that lead from data to every object's prototype. A design whose model, key or field mapping has one
 * of them as a segment could make the renderer write into Object.prototype (prototype pollution), so the
 * schemas refuse them and the runtime drops any that an older stored design still carries.
 */

/** The segments refused in every path-like name of a design. */
export const FORBIDDEN_SEGMENTS: readonly string[] = ['__proto__', 'prototype', 'constructor'];

/**
 * The segments of a path as Formily and lodash read it: split on `.`, `[` and `]`, empty parts dropped.
 *
 * @example
 * pathSegments('a.b[0].c') // ['a', 'b', '0', 'c']
 */
export function pathSegments(path: string): string[] {
  return path.split(/[.[\]]/).filter((segment) => segment !== '');
}

/**
 * The first forbidden segment of a path-like name, or undefined when it has none.
 *
 * @example
 * forbiddenSegment('constructor.prototype.x') // 'constructor'
 * forbiddenSegment('user.name') // undefined
 */
export function forbiddenSegment(path: string): string | undefined {
  // Quotes would let Formily read `a["__proto__"]` as one segment; strip them before looking.
  return pathSegments(path.replace(/["']/g, '')).find((segment) => FORBIDDEN_SEGMENTS.includes(segment));
}
