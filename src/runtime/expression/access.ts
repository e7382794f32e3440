import { ExpressionError } from './expressionError';

/** Names that lead from data to code (prototypes, constructors, legacy accessors): never readable. */
const FORBIDDEN_NAMES = new Set([
  'constructor',
  '__proto__',
  'prototype',
  '__defineGetter__',
  '__defineSetter__',
  '__lookupGetter__',
  '__lookupSetter__',
]);

/** A scope handed to the evaluator: a plain object whose own data properties are the visible names. */
export type ExpressionScope = Readonly<Record<string, unknown>>;

export function assertAllowedName(name: string, expression?: string): void {
  if (FORBIDDEN_NAMES.has(name)) {
    throw new ExpressionError('FORBIDDEN_NAME', `不允许访问 ${name}`, expression);
  }
}

/** Only arrays and objects whose prototype is Object.prototype or null count as data. */
export function isDataContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (typeof value !== 'object' || value === null) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Reads `key` from `target` the only way the evaluator allows: an own data property of a plain
 * object or array. Inherited members (`map`, `toString`) read as undefined, getters are refused,
 * so no code of the host can run through a property read.
 */
export function readOwnData(target: unknown, key: string, expression?: string): unknown {
  assertAllowedName(key, expression);
  if (!isDataContainer(target)) {
    throw new ExpressionError('MEMBER_NOT_ALLOWED', `不能读取 ${describe(target)} 的属性 ${key}`, expression);
  }
  const descriptor = Object.getOwnPropertyDescriptor(target, key);
  if (!descriptor) return undefined;
  if (!('value' in descriptor)) {
    throw new ExpressionError('MEMBER_NOT_ALLOWED', `属性 ${key} 不是数据属性`, expression);
  }
  return descriptor.value;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}
