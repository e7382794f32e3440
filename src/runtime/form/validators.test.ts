import { describe, expect, it, vi } from 'vitest';
import type { DataType, InputWidget } from '../../../schemas';
import { widgetValidators } from './validators';

/** Runs a widget's validators the way Formily does and returns the first message, or '' when valid. */
function check(widget: Partial<InputWidget>, value: unknown): string {
  const full: InputWidget = {
    type: 'input',
    name: '字段',
    key: 'input_1',
    model: 'f',
    options: {},
    ...widget,
  };
  for (const rule of widgetValidators(full)) {
    if (rule.required && (value === undefined || value === '' || value === null)) return rule.message ?? '';
    const message = rule.validator?.(value, rule, {}) as string | undefined;
    if (message) return message;
  }
  return '';
}

describe('designer-generated rules (SPEC.md §5)', () => {
  it('required names the widget plus the required suffix', () => {
    expect(check({ options: { required: true } }, '')).toBe('字段必须填写');
    expect(check({ options: { required: true } }, 'x')).toBe('');
  });

  it.each<[DataType, unknown, unknown]>([
    ['string', 'abc', 12],
    ['number', 1.5, '1.5'],
    ['boolean', false, 'false'],
    ['integer', 3, 3.5],
    ['float', 3.5, 3],
    ['url', 'https://dougong.dev/a', 'dougong.dev'],
    ['url', 'ftp://files.example.com', 'mailto:a@b.c'],
    ['email', 'a@b.cn', 'a@b'],
    ['hex', '#409EFF', '#12345'],
  ])('dataType %s accepts %j and refuses %j with the format message', (dataType, good, bad) => {
    expect(check({ options: { dataType } }, good)).toBe('');
    expect(check({ options: { dataType } }, bad)).toBe('字段格式不正确');
  });

  it('pattern text becomes a RegExp; empty values pass every optional rule', () => {
    const widget: Partial<InputWidget> = { options: { pattern: '^1[3-9]\\d{9}$', dataType: 'string' } };
    expect(check(widget, '13800138000')).toBe('');
    expect(check(widget, '12800138000')).toBe('字段格式不匹配');
    expect(check(widget, '')).toBe('');
    expect(check(widget, undefined)).toBe('');
  });

  it('merges per-field rules: a rule stated in options and in rules is checked once, own messages win', () => {
    const widget: InputWidget = {
      type: 'input',
      name: '手机',
      key: 'input_1',
      model: 'phone',
      options: { required: true, pattern: '^\\d+$' },
      rules: [
        { required: true, message: '请填写手机号' },
        { pattern: '^\\d+$' },
        { pattern: '^.{11}$', message: '手机号为 11 位' },
      ],
    };
    const rules = widgetValidators(widget);
    expect(rules).toHaveLength(3);
    expect(rules[0]).toEqual({ required: true, message: '请填写手机号' });
    expect(check(widget, '123')).toBe('手机号为 11 位');
  });

  it("understands form-making's regex literals, flags included", () => {
    expect(check({ options: { pattern: '/^1[3-9]\\d{9}$/' } }, '13800138000')).toBe('');
    expect(check({ options: { pattern: '/^abc$/i' } }, 'ABC')).toBe('');
    expect(check({ options: { pattern: '/^abc$/' } }, 'ABC')).toBe('字段格式不匹配');
  });

  it('drops an invalid pattern instead of breaking the form', () => {
    const warn = console.warn;
    console.warn = () => {};
    expect(check({ options: { pattern: '([' } }, 'anything')).toBe('');
    console.warn = warn;
  });

  it('equalTo compares with another field of the form (password confirmation)', () => {
    const [rule] = widgetValidators({
      type: 'input',
      name: '确认密码',
      key: 'input_2',
      model: 'confirm',
      options: {},
      rules: [{ equalTo: 'password', message: '两次输入的密码不一样！' }],
    });
    const ctx = { form: { values: { password: 'abc123' } } };
    expect(rule!.validator!('abc123', rule, ctx)).toBe('');
    expect(rule!.validator!('abc124', rule, ctx)).toBe('两次输入的密码不一样！');
    expect(rule!.validator!('', rule, ctx)).toBe('');
  });
});

describe('design patterns cannot hang the tab (issue 11, finding 6)', () => {
  const evil = 'a'.repeat(34) + '!';

  it('a stored ^(a+)+$ answers at once with the pattern message, bare or as a literal with its own message', () => {
    // On the browser's backtracking engine this input takes minutes; RE2 is linear in the input.
    expect(check({ options: { pattern: '^(a+)+$' } }, evil)).toBe('字段格式不匹配');
    expect(check({ rules: [{ pattern: '/^(a+)+$/i', message: '只能填 a' }] }, evil)).toBe('只能填 a');
    expect(check({ options: { pattern: '^(a+)+$' } }, 'aaaa')).toBe('');
  });

  it('runs a pattern RE2 cannot read (a backreference) natively when it has no nested repetition', () => {
    expect(check({ options: { pattern: '^(\\d)\\1$' } }, '11')).toBe('');
    expect(check({ options: { pattern: '^(\\d)\\1$' } }, '12')).toBe('字段格式不匹配');
  });

  it('skips, with a warning, a pattern RE2 cannot read whose nesting could backtrack', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(check({ options: { pattern: '^(a+)+\\1$' } }, evil)).toBe('');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('^(a+)+\\1$'));
    warn.mockRestore();
  });

  it('keeps Chinese ranges, \\d classes and the i flag as the browser reads them', () => {
    expect(check({ options: { pattern: '^[\\u4e00-\\u9fa5]{2,4}$' } }, '张三')).toBe('');
    expect(check({ options: { pattern: '^[\\u4e00-\\u9fa5]{2,4}$' } }, 'zhang')).toBe('字段格式不匹配');
    expect(check({ options: { pattern: '/^[a-z]+\\/\\d+$/i' } }, 'AB/12')).toBe('');
  });

  it('drops a rule whose equalTo names a prototype instead of reading it', () => {
    expect(
      widgetValidators({
        type: 'input',
        name: '',
        key: 'k',
        model: 'm',
        options: {},
        rules: [{ equalTo: '__proto__' }],
      }),
    ).toEqual([]);
  });
});
