/**
 * options.hidden in generated code. true keeps the form-making behaviour (v-show="false": not shown,
 * still submitted); a `{{ }}` expression over $values becomes `v-if` over the model, printed from the
 * same parser the renderer's evaluator uses, so only what the renderer can evaluate is carried.
 */
import type jsep from 'jsep';
import { parseExpression } from '../../runtime/expression';
import { isIdentifier, jsValue, member } from './js';
import { comment, type Node } from './markup';

const EXPRESSION = /^\s*\{\{([\s\S]*)\}\}\s*$/;
const BINARY = new Set([
  '===',
  '!==',
  '==',
  '!=',
  '<',
  '>',
  '<=',
  '>=',
  '&&',
  '||',
  '??',
  '+',
  '-',
  '*',
  '/',
  '%',
]);
const UNARY = new Set(['!', '-', '+']);
/** Names that lead from data to code: refused, as the evaluator refuses them. */
const FORBIDDEN = new Set(['constructor', '__proto__', 'prototype']);

class Unsupported extends Error {}

/** `node` as JavaScript over the generated component's `model`. */
function print(node: jsep.Expression, top = true): string {
  switch (node.type) {
    case 'Literal':
      return jsValue((node as jsep.Literal).value);
    case 'Identifier': {
      const name = (node as jsep.Identifier).name;
      if (name === '$values') return 'model';
      throw new Unsupported(`只能引用 $values，不能引用 ${name}`);
    }
    case 'MemberExpression': {
      const { object, property, computed } = node as jsep.MemberExpression;
      const target = print(object, false);
      // model always exists; below it a missing object reads as undefined, as in the renderer.
      const join = object.type === 'Identifier' ? '' : '?.';
      if (computed) return `${target}${join}[${print(property)}]`;
      const name = (property as jsep.Identifier).name;
      if (FORBIDDEN.has(name)) throw new Unsupported(`不允许访问 ${name}`);
      if (join && isIdentifier(name)) return `${target}?.${name}`;
      return member(target, name);
    }
    case 'UnaryExpression': {
      const { operator, argument } = node as jsep.UnaryExpression;
      if (!UNARY.has(operator)) throw new Unsupported(`不支持运算符 ${operator}`);
      return `${operator}${print(argument, false)}`;
    }
    case 'BinaryExpression': {
      const { operator, left, right } = node as jsep.BinaryExpression;
      if (!BINARY.has(operator)) throw new Unsupported(`不支持运算符 ${operator}`);
      const text = `${print(left, false)} ${operator} ${print(right, false)}`;
      return top ? text : `(${text})`;
    }
    case 'ConditionalExpression': {
      const { test, consequent, alternate } = node as jsep.ConditionalExpression;
      const text = `${print(test, false)} ? ${print(consequent, false)} : ${print(alternate, false)}`;
      return top ? text : `(${text})`;
    }
    case 'ArrayExpression':
      return `[${(node as jsep.ArrayExpression).elements.map((e) => (e ? print(e) : 'undefined')).join(', ')}]`;
    default:
      throw new Unsupported(`不支持 ${node.type}`);
  }
}

/**
 * The attributes that hide a form item (or grid row) as `hidden` says, and a comment when an expression
 * could not be carried (the item is then always shown).
 *
 * @example
 * hiddenAttrs('{{ $values.menuType === 2 }}') // { attrs: { 'v-if': '!(model.menuType === 2)' } }
 * hiddenAttrs(true) // { attrs: { 'v-show': 'false' } }
 */
export function hiddenAttrs(hidden: unknown): { attrs: Record<string, string>; note?: Node } {
  if (hidden === true) return { attrs: { 'v-show': 'false' } };
  const source = typeof hidden === 'string' ? EXPRESSION.exec(hidden)?.[1] : undefined;
  if (!source?.trim()) return { attrs: {} };
  try {
    return { attrs: { 'v-if': `!(${print(parseExpression(source))})` } };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { attrs: {}, note: comment(`隐藏条件 ${source.trim()} 未生成（${reason}），该项总是显示`) };
  }
}
