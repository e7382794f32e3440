/**
 * The one safe evaluator for `{{ }}` expressions (menu urls now, visibility and linkage in the renderer).
 *
 * @example
 * import { renderTemplate, ExpressionError } from '../runtime/expression';
 * renderTemplate('{{ $user.realname }}', { $user: { realname: '张三' } }) // '张三'
 */
export type { ExpressionScope } from './access';
export { evaluate, parseExpression } from './evaluate';
export { ExpressionError, type ExpressionErrorCode } from './expressionError';
export { interpret } from './interpret';
export { hasPlaceholder, renderTemplate } from './template';
