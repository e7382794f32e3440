/**
 * The server's reading of the product's `{{ }}` expression language, for the conditions on a process's
 * sequence flows. The same grammar as the browser's evaluator (jsep), interpreted here over plain data —
 * the instance's variables — and nothing else: no call, no `this`, no assignment, no prototype walk, never
 * eval or new Function. A condition that is not one `{{ … }}` is not ours and is refused at deploy.
 */
import jsep from 'jsep';

/** Longer conditions are refused before parsing: a real condition is a line. */
const MAX_SOURCE_LENGTH = 2000;
const MAX_DEPTH = 64;
/** Names that lead from data to code: never readable. */
const FORBIDDEN_NAMES = new Set(['constructor', '__proto__', 'prototype']);

/** A condition that cannot be read or evaluated; `message` is Chinese and says what is wrong. */
export class ConditionError extends Error {}

type Node = jsep.Expression & Record<string, unknown>;

/**
 * The expression inside one `{{ … }}`, or null when `text` is not exactly one such placeholder.
 *
 * @example
 * conditionBody(' {{ 天数 > 3 }} ') // '天数 > 3'
 * conditionBody('${days > 3}')      // null
 */
export function conditionBody(text: string): string | null {
  const match = /^\s*\{\{([\s\S]*)\}\}\s*$/.exec(text);
  if (!match || match[1].includes('{{') || match[1].includes('}}')) return null;
  return match[1].trim();
}

/**
 * Parses a condition body, refusing anything the interpreter would refuse (calls, `this`, assignment…),
 * so a deploy finds a bad condition before any instance runs into it.
 *
 * @example
 * parseCondition('天数 > 3') // BinaryExpression
 * parseCondition('process.exit()') // throws ConditionError '不允许调用函数'
 */
export function parseCondition(body: string): jsep.Expression {
  if (body.length > MAX_SOURCE_LENGTH) throw new ConditionError(`表达式超过 ${MAX_SOURCE_LENGTH} 个字符`);
  if (!body) throw new ConditionError('表达式为空');
  let ast: jsep.Expression;
  try {
    ast = jsep(body);
  } catch (error) {
    // jsep says why in English; the position is what the user needs.
    const index = (error as { index?: unknown }).index;
    throw new ConditionError(
      typeof index === 'number' ? `表达式语法错误，在第 ${index + 1} 个字符附近` : '表达式语法错误',
    );
  }
  check(ast as Node, 0);
  return ast;
}

function check(node: Node, depth: number): void {
  if (depth > MAX_DEPTH) throw new ConditionError('表达式嵌套过深');
  switch (node.type) {
    case 'Literal':
      return;
    case 'Identifier':
      return assertName(String(node.name));
    case 'MemberExpression':
      check(node.object as Node, depth + 1);
      if (node.computed) check(node.property as Node, depth + 1);
      else assertName(String((node.property as Node).name));
      return;
    case 'UnaryExpression':
      if (!UNARY_OPERATORS.has(String(node.operator)))
        throw new ConditionError(`不支持运算符 ${String(node.operator)}`);
      return check(node.argument as Node, depth + 1);
    case 'BinaryExpression':
      if (!BINARY_OPERATORS.has(String(node.operator)))
        throw new ConditionError(`不支持运算符 ${String(node.operator)}`);
      check(node.left as Node, depth + 1);
      return check(node.right as Node, depth + 1);
    case 'ConditionalExpression':
      check(node.test as Node, depth + 1);
      check(node.consequent as Node, depth + 1);
      return check(node.alternate as Node, depth + 1);
    case 'ArrayExpression':
      for (const element of node.elements as Array<Node | null>) if (element) check(element, depth + 1);
      return;
    case 'CallExpression':
      throw new ConditionError('不允许调用函数');
    default:
      throw new ConditionError(`不支持的表达式：${node.type}`);
  }
}

function assertName(name: string): void {
  if (FORBIDDEN_NAMES.has(name)) throw new ConditionError(`不允许访问 ${name}`);
}

const UNARY_OPERATORS = new Set(['!', '-', '+']);
const BINARY_OPERATORS = new Set([
  '+',
  '-',
  '*',
  '/',
  '%',
  '<',
  '>',
  '<=',
  '>=',
  '==',
  '!=',
  '===',
  '!==',
  '&&',
  '||',
  '??',
]);

/** Reads an own property of plain data (JSON-shaped variables); anything else reads as undefined. */
function readOwn(target: unknown, key: unknown): unknown {
  if (typeof target !== 'object' || target === null) return undefined;
  const name = String(key);
  assertName(name);
  return Object.prototype.hasOwnProperty.call(target, name)
    ? (target as Record<string, unknown>)[name]
    : undefined;
}

/** Arithmetic and comparison take primitives only, so no object's valueOf/toString can run. */
function primitive(value: unknown): string | number | boolean | null | undefined {
  if (typeof value === 'object' && value !== null) throw new ConditionError('运算符只能用于基本类型');
  return value as string | number | boolean | null | undefined;
}

/* eslint-disable @typescript-eslint/no-explicit-any -- JS operator semantics on primitives, on purpose */
const ARITHMETIC: Record<string, (a: any, b: any) => unknown> = {
  '+': (a, b) => a + b,
  '-': (a, b) => a - b,
  '*': (a, b) => a * b,
  '/': (a, b) => a / b,
  '%': (a, b) => a % b,
  '<': (a, b) => a < b,
  '>': (a, b) => a > b,
  '<=': (a, b) => a <= b,
  '>=': (a, b) => a >= b,
  // Loose equality of primitives: a form's '5' equals 5, as in the browser's evaluator.
  '==': (a, b) => a == b,
  '!=': (a, b) => a != b,
};
/* eslint-enable @typescript-eslint/no-explicit-any */

function visit(node: Node, variables: Record<string, unknown>): unknown {
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'Identifier':
      return readOwn(variables, node.name);
    case 'MemberExpression': {
      const target = visit(node.object as Node, variables);
      const key = node.computed ? visit(node.property as Node, variables) : (node.property as Node).name;
      return readOwn(target, key);
    }
    case 'UnaryExpression': {
      const value = visit(node.argument as Node, variables);
      if (node.operator === '!') return !value;
      const operand = primitive(value);
      return node.operator === '-' ? -(operand as number) : +(operand as number);
    }
    case 'BinaryExpression': {
      const operator = String(node.operator);
      const left = visit(node.left as Node, variables);
      if (operator === '&&') return left && visit(node.right as Node, variables);
      if (operator === '||') return left || visit(node.right as Node, variables);
      if (operator === '??') return left ?? visit(node.right as Node, variables);
      const right = visit(node.right as Node, variables);
      if (operator === '===') return left === right;
      if (operator === '!==') return left !== right;
      return ARITHMETIC[operator](primitive(left), primitive(right));
    }
    case 'ConditionalExpression':
      return visit(node.test as Node, variables)
        ? visit(node.consequent as Node, variables)
        : visit(node.alternate as Node, variables);
    case 'ArrayExpression':
      return (node.elements as Array<Node | null>).map((element) =>
        element ? visit(element, variables) : undefined,
      );
    default:
      throw new ConditionError(`不支持的表达式：${node.type}`);
  }
}

/**
 * Evaluates a `{{ … }}` condition over the instance's variables (plain JSON data).
 *
 * @example
 * evaluateCondition('{{ 天数 > 3 }}', { 天数: 5 })            // true
 * evaluateCondition('{{ a.constructor }}', { a: {} })          // throws ConditionError
 */
export function evaluateCondition(text: string, variables: Record<string, unknown>): unknown {
  const body = conditionBody(text);
  if (body === null) throw new ConditionError('条件必须写成 {{ 表达式 }}');
  return visit(parseCondition(body) as Node, variables);
}
