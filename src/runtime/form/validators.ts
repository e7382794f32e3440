import type { Rule, Widget } from '../../../schemas';
import { duplicateValidator } from './duplicateCheck';
import { NO_DATA_HOST, type DataHost } from '../permissions/dataHost';
import { isSafeFieldName } from './prototypeGuard';
import { compilePattern } from './safePattern';

/** The message suffixes of the original designer's generated rules (SPEC.md §5). */
export const RULE_SUFFIX = { required: '必须填写', type: '格式不正确', pattern: '格式不匹配' } as const;

/** One Formily validator rule, as this module builds them. */
export interface FieldValidator {
  required?: boolean;
  message?: string;
  /** Answers '' when the value passes, else the message (a promise of it for server checks). */
  validator?: (value: unknown, rule: unknown, ctx: ValidatorContext) => string | Promise<string>;
}

/** What Formily hands a validator besides the value: the form, for rules that compare fields. */
export interface ValidatorContext {
  form?: { values: Record<string, unknown> };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HEX = /^#?([a-f0-9]{6}|[a-f0-9]{3})$/i;

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

function isUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return ['http:', 'https:', 'ftp:'].includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The dataType checks of SPEC.md §5, with the original designer's (async-validator's) meaning. */
const TYPE_CHECKS: Record<string, (value: unknown) => boolean> = {
  string: (v) => typeof v === 'string',
  number: (v) => typeof v === 'number' && !Number.isNaN(v),
  boolean: (v) => typeof v === 'boolean',
  integer: (v) => typeof v === 'number' && Number.isInteger(v),
  float: (v) => typeof v === 'number' && Number.isFinite(v) && !Number.isInteger(v),
  url: (v) => typeof v === 'string' && isUrl(v),
  email: (v) => typeof v === 'string' && EMAIL.test(v),
  hex: (v) => typeof v === 'string' && HEX.test(v),
};

function ruleKey(rule: Rule): string {
  if (rule.required) return 'required';
  if (rule.equalTo) return `equalTo:${rule.equalTo}`;
  if (rule.type) return `type:${rule.type}`;
  return `pattern:${rule.pattern ?? ''}`;
}

function toValidator(rule: Rule, label: string): FieldValidator | null {
  if (rule.required) return { required: true, message: rule.message ?? label + RULE_SUFFIX.required };
  if (rule.type) {
    const check = TYPE_CHECKS[rule.type];
    if (!check) return null;
    const message = rule.message ?? label + RULE_SUFFIX.type;
    return { validator: (value: unknown) => (isEmpty(value) || check(value) ? '' : message) };
  }
  if (rule.equalTo) {
    const other = rule.equalTo;
    // A stored design from before the schema refused it; the prototype is no field to compare with.
    if (!isSafeFieldName(other)) return null;
    const message = rule.message ?? `${label}与${other}不一致`;
    return {
      validator: (value, _rule, ctx) => (isEmpty(value) || value === ctx?.form?.values[other] ? '' : message),
    };
  }
  if (rule.pattern) {
    const test = compilePattern(rule.pattern);
    if (!test) return null;
    const message = rule.message ?? label + RULE_SUFFIX.pattern;
    return {
      validator: (value: unknown) => (isEmpty(value) || test(String(value)) ? '' : message),
    };
  }
  return null;
}

/**
 * The validators of one widget (SPEC.md §5): required with the widget name plus '必须填写', the type of
 * options.dataType, options.pattern run on RE2 (safePattern.ts), then the widget's own rules — merged, so the
 * same rule stated in both places is checked (and reported) once. Empty values pass every optional rule.
 *
 * @example
 * widgetValidators({ type: 'input', name: '邮箱', key: 'k', model: 'email', options: { required: true, dataType: 'email' } })
 * // [{ required: true, message: '邮箱必须填写' }, { validator: [Function] }]
 */
export function widgetValidators(widget: Widget, host: DataHost = NO_DATA_HOST): FieldValidator[] {
  const options = widget.options ?? {};
  const label = widget.name ?? widget.model ?? widget.key;
  const stated: Rule[] = [];
  // Layout and static text have no rules of their own; dataType, pattern and duplicateCheck are the text boxes'.
  if ('required' in options && options.required === true) stated.push({ required: true });
  if ('dataType' in options && options.dataType) stated.push({ type: options.dataType });
  if ('pattern' in options && options.pattern) stated.push({ pattern: options.pattern });
  const seen = new Map<string, Rule>();
  for (const rule of [...stated, ...(widget.rules ?? [])]) {
    const key = ruleKey(rule);
    // The widget's own rule wins when it carries a message of its own.
    if (!seen.has(key) || rule.message) seen.set(key, rule);
  }
  const validators = [...seen.values()].flatMap((rule) => toValidator(rule, label) ?? []);
  const duplicate = 'duplicateCheck' in options ? options.duplicateCheck : undefined;
  return duplicate ? [...validators, duplicateValidator(duplicate, host)] : validators;
}
