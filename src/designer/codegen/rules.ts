/**
 * The validation rules of a generated form (SPEC.md §5), with the renderer's meaning and messages
 * (src/runtime/form/validators.ts): required → '<name>必须填写', options.dataType → an async-validator
 * `type` with '<name>格式不正确', options.pattern → a RegExp with '<name>格式不匹配', equalTo → a validator
 * comparing with the other field; merged with the widget's own rules so a rule stated twice is checked once.
 * Element Plus and Ant Design Vue both validate with async-validator, so the same rule objects serve
 * both, except a custom validator: Element's calls back, Ant Design Vue's returns a promise.
 */
import type { Rule } from '../../../schemas';
import { jsString, member, regexLiteral } from './js';
import type { FieldWidget, Ui } from './types';

/** The message suffixes of the original designer's generated rules (SPEC.md §5). */
export const RULE_SUFFIX = { required: '必须填写', type: '格式不正确', pattern: '格式不匹配' } as const;

function ruleKey(rule: Rule): string {
  if (rule.required) return 'required';
  if (rule.equalTo) return `equalTo:${rule.equalTo}`;
  if (rule.type) return `type:${rule.type}`;
  return `pattern:${rule.pattern ?? ''}`;
}

/**
 * The rules of one widget, merged as the renderer merges them: those its options state first, then its
 * own; the widget's rule wins when it carries a message of its own.
 *
 * @example
 * mergedRules({ type: 'input', name: '邮箱', key: 'k', model: 'email', options: { dataType: 'email' } })
 * // [{ type: 'email' }]
 */
export function mergedRules(widget: FieldWidget): Rule[] {
  const options = widget.options as Record<string, unknown>;
  const stated: Rule[] = [];
  if (options.required === true) stated.push({ required: true });
  if (typeof options.dataType === 'string' && options.dataType !== '')
    stated.push({ type: options.dataType as Rule['type'] });
  if (typeof options.pattern === 'string' && options.pattern !== '')
    stated.push({ pattern: options.pattern });
  const seen = new Map<string, Rule>();
  for (const rule of [...stated, ...(widget.rules ?? [])]) {
    const key = ruleKey(rule);
    if (!seen.has(key) || rule.message) seen.set(key, rule);
  }
  return [...seen.values()];
}

/** One printed rule, or a note when the design's rule cannot be carried (an invalid pattern). */
export type PrintedRule = { code: string } | { note: string };

/** How a field's rules are printed: its label, when they run, its library, whether its value is a list. */
export interface RuleTarget {
  label: string;
  trigger: 'blur' | 'change';
  ui: Ui;
  /**
   * async-validator reads a required value as a string unless told otherwise, and an empty list is no
   * empty string: a list-valued field's required rule says `type: 'array'`, or [] would pass.
   */
  array: boolean;
  /** TypeScript: Ant Design Vue's validator parameters are annotated (nested rules lose their context). */
  ts: boolean;
}

/**
 * A rule as a JavaScript object literal, or a note saying why it was left out.
 *
 * @example
 * printRule({ pattern: '/^\\d+$/' }, { label: '编号', trigger: 'change', ui: 'element', array: false, ts: true })
 * // { code: "{ pattern: /^\\d+$/, message: '编号格式不匹配', trigger: 'change' }" }
 */
export function printRule(rule: Rule, { label, trigger, ui, array, ts }: RuleTarget): PrintedRule | null {
  const on = `trigger: ${jsString(trigger)}`;
  if (rule.required) {
    const message = jsString(rule.message ?? label + RULE_SUFFIX.required);
    return { code: `{ required: true,${array ? " type: 'array'," : ''} message: ${message}, ${on} }` };
  }
  if (rule.equalTo) {
    const message = jsString(rule.message ?? `${label}与${rule.equalTo}不一致`);
    const same = `value === '' || value == null || value === ${member('model', rule.equalTo)}`;
    const validator =
      ui === 'element'
        ? `(_rule, value, callback) =>\n    callback(${same} ? undefined : new Error(${message}))`
        : `(${ts ? '_rule: Rule, value: unknown' : '_rule, value'}) =>\n    ${same} ? Promise.resolve() : Promise.reject(new Error(${message}))`;
    return { code: `{\n  validator: ${validator},\n  ${on},\n}` };
  }
  if (rule.type) {
    return {
      code: `{ type: ${jsString(rule.type)}, message: ${jsString(rule.message ?? label + RULE_SUFFIX.type)}, ${on} }`,
    };
  }
  if (rule.pattern) {
    const regexp = regexLiteral(rule.pattern);
    if (!regexp) return { note: `校验正则无效，已忽略：${rule.pattern}` };
    return {
      code: `{ pattern: ${regexp}, message: ${jsString(rule.message ?? label + RULE_SUFFIX.pattern)}, ${on} }`,
    };
  }
  return null;
}
