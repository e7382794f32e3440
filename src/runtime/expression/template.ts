import type { ExpressionScope } from './access';
import { evaluate } from './evaluate';
import { ExpressionError } from './expressionError';

const PLACEHOLDER = /\{\{([\s\S]*?)\}\}/g;

/** True when `text` holds at least one `{{ }}` placeholder. */
export function hasPlaceholder(text: string): boolean {
  return /\{\{[\s\S]*?\}\}/.test(text);
}

/**
 * Replaces every `{{ expression }}` in `template` with its value over `scope`. null and undefined
 * print as ''; objects are refused (printing one would call its toString/toJSON).
 *
 * @example
 * renderTemplate('{{ $config.apiBase }}/doc', { $config: { apiBase: 'http://h/platform' } }) // 'http://h/platform/doc'
 */
export function renderTemplate(template: string, scope: ExpressionScope): string {
  return template.replace(PLACEHOLDER, (_whole, source: string) => print(evaluate(source, scope), source));
}

function print(value: unknown, source: string): string {
  if (value === null || value === undefined) return '';
  const kind = typeof value;
  if (kind === 'string' || kind === 'number' || kind === 'boolean') return String(value);
  throw new ExpressionError('NOT_PRINTABLE', '占位符的值必须是文本、数字或布尔值', source);
}
