import jsep from 'jsep';
import type { ExpressionScope } from './access';
import { ExpressionError } from './expressionError';
import { interpret } from './interpret';

/** Longer sources are refused before parsing: a url or a rule never needs this much. */
const MAX_SOURCE_LENGTH = 2000;

/**
 * Parses an expression with jsep without evaluating it. Parser failures (including a stack overflow on
 * absurd nesting) become {@link ExpressionError} with code PARSE.
 *
 * @example
 * parseExpression('a + 1') // { type: 'BinaryExpression', ... }
 */
export function parseExpression(source: string): jsep.Expression {
  if (source.length > MAX_SOURCE_LENGTH) {
    throw new ExpressionError('TOO_LONG', `表达式超过 ${MAX_SOURCE_LENGTH} 个字符`, source);
  }
  if (!source.trim()) throw new ExpressionError('PARSE', '表达式为空', source);
  try {
    return jsep(source);
  } catch (error) {
    throw new ExpressionError('PARSE', `表达式语法错误：${(error as Error).message}`, source);
  }
}

/**
 * Evaluates one expression (without `{{ }}`) over an explicit scope: the only names it can see are the
 * scope's own keys. Never uses eval or new Function.
 *
 * @example
 * evaluate("$config.apiBase + '/sys'", { $config: { apiBase: 'http://h/platform' } }) // 'http://h/platform/sys'
 * evaluate("constructor.constructor('alert(1)')()", {}) // throws ExpressionError
 */
export function evaluate(source: string, scope: ExpressionScope): unknown {
  return interpret(parseExpression(source), scope, source);
}
