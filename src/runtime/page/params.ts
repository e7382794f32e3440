import { evaluate, hasPlaceholder, renderTemplate, type ExpressionScope } from '../expression';

const WHOLE = /^\s*\{\{([\s\S]*)\}\}\s*$/;

/**
 * One value of a page JSON that may hold `{{ }}`: a whole expression gives its raw value (a number, an
 * array), text with placeholders gives text, anything else is itself. A failed expression reads as
 * undefined — a page never breaks because one expression does.
 *
 * @example
 * resolveValue('{{ $values.depart }}', { $values: { depart: 'A01' } }) // 'A01'
 * resolveValue('共 {{ $row.total }} 条', { $row: { total: 3 } })        // '共 3 条'
 */
export function resolveValue(value: unknown, scope: ExpressionScope): unknown {
  if (typeof value !== 'string' || !hasPlaceholder(value)) return value;
  try {
    const whole = WHOLE.exec(value);
    return whole ? evaluate(whole[1]!, scope) : renderTemplate(value, scope);
  } catch {
    return undefined;
  }
}

/**
 * Request parameters of a page JSON with their expressions evaluated; empty results (undefined, null, '')
 * are left out so an unset filter sends nothing.
 *
 * @example
 * resolveParams({ departId: '{{ $values.depart }}', type: 1 }, { $values: {} }) // { type: 1 }
 */
export function resolveParams(
  params: Readonly<Record<string, unknown>> | undefined,
  scope: ExpressionScope,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, raw] of Object.entries(params ?? {})) {
    const value = resolveValue(raw, scope);
    if (value !== undefined && value !== null && value !== '') out[key] = value;
  }
  return out;
}

/** Whether a `visible` expression lets an element show; absent or failing expressions show it. */
export function isVisible(expression: string | undefined, scope: ExpressionScope): boolean {
  if (!expression) return true;
  const value = resolveValue(expression, scope);
  return value === undefined ? true : Boolean(value);
}
