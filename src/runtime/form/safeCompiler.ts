import { Schema } from '@formily/react';
import { evaluate, type ExpressionScope } from '../expression';

let installed = false;

/**
 * Replaces Formily's schema-expression compiler (which runs `{{ }}` strings through `new Function`)
 * with Dougong's safe evaluator. Any `{{ }}` text that reaches a Formily schema — a label, a placeholder
 * an admin typed — is then evaluated over the explicit scope Formily passes ($values, $self ...), as
 * data only; an expression that fails reads as undefined. Idempotent.
 *
 * @example
 * installSafeCompiler();
 * Schema.compile('{{ 1 + 1 }}') // 2, through src/runtime/expression
 */
export function installSafeCompiler(): void {
  if (installed) return;
  installed = true;
  Schema.registerCompiler((expression: string, scope: ExpressionScope = {}) => {
    try {
      return evaluate(expression, scope);
    } catch (error) {
      console.warn(`Dougong: expression '${expression}' was not evaluated: ${(error as Error).message}`);
      return undefined;
    }
  });
}
