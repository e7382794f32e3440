import { assertAllowedName, isDataContainer, readOwnData, type ExpressionScope } from './access';
import { ExpressionError } from './expressionError';
import { applyBinary, applyShortCircuit, applyUnary, SHORT_CIRCUIT } from './operators';

/** Deep enough for any real menu url or visibility rule; stops pathological input early. */
const MAX_DEPTH = 64;

type Node = Record<string, unknown> & { type: string };

function asNode(value: unknown, expression?: string): Node {
  if (typeof value === 'object' && value !== null && typeof (value as Node).type === 'string')
    return value as Node;
  throw new ExpressionError('NODE_NOT_ALLOWED', '表达式结构无效', expression);
}

/**
 * Interprets a jsep AST over `scope`. Identifiers resolve only to own data properties of the scope,
 * member access only to own data properties of plain objects and arrays, and no call, `this`,
 * assignment or sequence is accepted. Every refusal is an {@link ExpressionError}.
 *
 * @example
 * interpret(jsep('$user.realname + "!"'), { $user: { realname: '张三' } }) // '张三!'
 */
export function interpret(ast: unknown, scope: ExpressionScope, expression?: string): unknown {
  if (!isDataContainer(scope) || Array.isArray(scope)) {
    throw new ExpressionError('MEMBER_NOT_ALLOWED', '作用域必须是普通对象', expression);
  }
  return visit(ast, scope, expression, 0);
}

function visit(raw: unknown, scope: ExpressionScope, expression: string | undefined, depth: number): unknown {
  if (depth > MAX_DEPTH) throw new ExpressionError('TOO_DEEP', '表达式嵌套过深', expression);
  const node = asNode(raw, expression);
  const next = (child: unknown) => visit(child, scope, expression, depth + 1);

  switch (node.type) {
    case 'Literal':
      return literal(node.value, expression);
    case 'Identifier':
      return identifier(node.name, scope, expression);
    case 'MemberExpression':
      return member(node, next, expression);
    case 'UnaryExpression':
      return applyUnary(String(node.operator), next(node.argument), expression);
    case 'BinaryExpression': {
      const operator = String(node.operator);
      if (SHORT_CIRCUIT.has(operator))
        return applyShortCircuit(operator, next(node.left), () => next(node.right));
      return applyBinary(operator, next(node.left), next(node.right), expression);
    }
    case 'ConditionalExpression':
      return next(node.test) ? next(node.consequent) : next(node.alternate);
    case 'ArrayExpression': {
      if (!Array.isArray(node.elements))
        throw new ExpressionError('NODE_NOT_ALLOWED', '数组结构无效', expression);
      const values: unknown[] = [];
      for (const element of node.elements) values.push(element === null ? undefined : next(element));
      return values;
    }
    case 'CallExpression':
      throw new ExpressionError('CALL_NOT_ALLOWED', '表达式中不允许调用函数', expression);
    case 'ThisExpression':
      throw new ExpressionError('THIS_NOT_ALLOWED', '表达式中不允许使用 this', expression);
    default:
      throw new ExpressionError('NODE_NOT_ALLOWED', `不支持的表达式：${node.type}`, expression);
  }
}

function literal(value: unknown, expression?: string): unknown {
  const kind = typeof value;
  if (value === null || kind === 'string' || kind === 'number' || kind === 'boolean') return value;
  throw new ExpressionError('NODE_NOT_ALLOWED', '不支持的字面量', expression);
}

function identifier(name: unknown, scope: ExpressionScope, expression?: string): unknown {
  if (typeof name !== 'string') throw new ExpressionError('NODE_NOT_ALLOWED', '标识符无效', expression);
  if (name === 'undefined') return undefined;
  assertAllowedName(name, expression);
  if (!Object.prototype.hasOwnProperty.call(scope, name)) {
    throw new ExpressionError('UNKNOWN_IDENTIFIER', `未知的变量 ${name}`, expression);
  }
  return readOwnData(scope, name, expression);
}

function member(node: Node, next: (child: unknown) => unknown, expression?: string): unknown {
  const target = next(node.object);
  if (target === null || target === undefined) {
    if (node.optional === true) return undefined;
    throw new ExpressionError('MEMBER_NOT_ALLOWED', '不能读取空值的属性', expression);
  }
  return readOwnData(target, propertyKey(node, next, expression), expression);
}

function propertyKey(node: Node, next: (child: unknown) => unknown, expression?: string): string {
  if (node.computed !== true) {
    const property = asNode(node.property, expression);
    if (property.type !== 'Identifier' || typeof property.name !== 'string') {
      throw new ExpressionError('NODE_NOT_ALLOWED', '属性名无效', expression);
    }
    return property.name;
  }
  const key = next(node.property);
  if (typeof key === 'string') return key;
  if (typeof key === 'number' && Number.isInteger(key)) return String(key);
  throw new ExpressionError('MEMBER_NOT_ALLOWED', '属性名只能是字符串或整数', expression);
}
