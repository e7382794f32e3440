import type { GeneralField } from '@formily/core';
import { toJS } from '@formily/reactive';
import { evaluate } from '../expression';

const EXPRESSION = /^\s*\{\{([\s\S]*)\}\}\s*$/;

/**
 * The expression inside an `options.hidden` written as `{{ }}`, or null for true, false, absent or any
 * other text (which hides nothing).
 *
 * @example
 * hiddenExpression('{{ $values.menuType === 2 }}') // ' $values.menuType === 2 '
 * hiddenExpression(true) // null
 */
export function hiddenExpression(hidden: unknown): string | null {
  if (typeof hidden !== 'string') return null;
  const match = EXPRESSION.exec(hidden);
  return match && match[1]!.trim() ? match[1]! : null;
}

/**
 * Whether a field is hidden for these form values: the expression over `{ $values }` through the safe
 * evaluator. An expression that fails (a typo, a forbidden name) hides nothing: a field an admin can see
 * is better than a required one that silently vanishes.
 *
 * @example
 * isHiddenFor(' $values.menuType === 2 ', { menuType: 2 }) // true
 */
export function isHiddenFor(source: string, values: Record<string, unknown>): boolean {
  try {
    return Boolean(evaluate(source, { $values: values }));
  } catch (error) {
    console.warn(`Dougong: hidden expression '${source}' was not evaluated: ${(error as Error).message}`);
    return false;
  }
}

/**
 * A Formily reaction (`x-reactions`) that shows or hides a field as the form's values change. It reads
 * every value (toJS walks the observable), so Formily re-runs it on any change. Hidden means display
 * 'none': not drawn, not validated, and its value left out of the form's values (Formily keeps it aside
 * and puts it back when the field shows again) — so a button's route never reaches the server.
 *
 * @example
 * { 'x-reactions': [hiddenReaction(' $values.menuType === 2 ')] }
 */
export function hiddenReaction(source: string): (field: GeneralField) => void {
  return (field) => {
    const values = toJS(field.form.values) as Record<string, unknown>;
    field.display = isHiddenFor(source, values) ? 'none' : 'visible';
  };
}
