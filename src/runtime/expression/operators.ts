import { ExpressionError } from './expressionError';

type Primitive = string | number | boolean | null | undefined;

/**
 * Arithmetic and comparison coerce objects through their `valueOf`/`toString`, which would run
 * code; so those operators accept primitives only.
 */
function primitive(value: unknown, operator: string, expression?: string): Primitive {
  const kind = typeof value;
  if (
    value === null ||
    kind === 'undefined' ||
    kind === 'string' ||
    kind === 'number' ||
    kind === 'boolean'
  ) {
    return value as Primitive;
  }
  throw new ExpressionError('OPERAND_NOT_ALLOWED', `运算符 ${operator} 只能用于基本类型`, expression);
}

const isObjectLike = (v: unknown) => (typeof v === 'object' && v !== null) || typeof v === 'function';

/* eslint-disable @typescript-eslint/no-explicit-any -- JS operator semantics on primitives, on purpose */
const ARITHMETIC: Record<string, (a: any, b: any) => unknown> = {
  '+': (a, b) => a + b,
  '-': (a, b) => a - b,
  '*': (a, b) => a * b,
  '/': (a, b) => a / b,
  '%': (a, b) => a % b,
  '**': (a, b) => a ** b,
  '<': (a, b) => a < b,
  '>': (a, b) => a > b,
  '<=': (a, b) => a <= b,
  '>=': (a, b) => a >= b,
  '|': (a, b) => a | b,
  '&': (a, b) => a & b,
  '^': (a, b) => a ^ b,
  '<<': (a, b) => a << b,
  '>>': (a, b) => a >> b,
  '>>>': (a, b) => a >>> b,
};

const UNARY: Record<string, (a: any) => unknown> = {
  '-': (a) => -a,
  '+': (a) => +a,
  '~': (a) => ~a,
};
/* eslint-enable @typescript-eslint/no-explicit-any */

/** Operators whose right side is evaluated only when needed. */
export const SHORT_CIRCUIT = new Set(['||', '&&', '??']);

export function applyShortCircuit(operator: string, left: unknown, right: () => unknown): unknown {
  if (operator === '||') return left || right();
  if (operator === '&&') return left && right();
  return left ?? right();
}

export function applyBinary(operator: string, left: unknown, right: unknown, expression?: string): unknown {
  if (operator === '===') return left === right;
  if (operator === '!==') return left !== right;
  if (operator === '==' || operator === '!=') {
    // Loose equality only coerces when an object meets a primitive; compare objects by identity.
    const equal = isObjectLike(left) || isObjectLike(right) ? left === right : left == right;
    return operator === '==' ? equal : !equal;
  }
  const apply = ARITHMETIC[operator];
  if (!apply) throw new ExpressionError('OPERATOR_NOT_ALLOWED', `不支持运算符 ${operator}`, expression);
  return apply(primitive(left, operator, expression), primitive(right, operator, expression));
}

export function applyUnary(operator: string, argument: unknown, expression?: string): unknown {
  if (operator === '!') return !argument;
  const apply = UNARY[operator];
  if (!apply) throw new ExpressionError('OPERATOR_NOT_ALLOWED', `不支持运算符 ${operator}`, expression);
  return apply(primitive(argument, operator, expression));
}
