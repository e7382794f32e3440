/** Why an expression was refused; stable codes so callers and tests need not parse messages. */
export type ExpressionErrorCode =
  | 'PARSE'
  | 'TOO_LONG'
  | 'TOO_DEEP'
  | 'UNKNOWN_IDENTIFIER'
  | 'FORBIDDEN_NAME'
  | 'MEMBER_NOT_ALLOWED'
  | 'CALL_NOT_ALLOWED'
  | 'THIS_NOT_ALLOWED'
  | 'OPERATOR_NOT_ALLOWED'
  | 'OPERAND_NOT_ALLOWED'
  | 'NODE_NOT_ALLOWED'
  | 'NOT_PRINTABLE';

/**
 * The only error the evaluator throws: anything it refuses (bad syntax, forbidden names, calls,
 * reaching outside the scope) ends here, so callers can catch exactly this and fall back.
 *
 * @example
 * try { evaluate('window.x', scope) } catch (e) { if (e instanceof ExpressionError) console.log(e.code) }
 */
export class ExpressionError extends Error {
  override readonly name = 'ExpressionError';

  constructor(
    readonly code: ExpressionErrorCode,
    message: string,
    readonly expression?: string,
  ) {
    super(message);
  }
}
