import { describe, expect, it } from 'vitest';
import { ConditionError, conditionBody, evaluateCondition } from './expression';

describe('process conditions ({{ }} over the variables)', () => {
  it('evaluates comparisons, logic and member reads over plain data', () => {
    expect(evaluateCondition('{{ 天数 > 3 }}', { 天数: 5 })).toBe(true);
    expect(evaluateCondition('{{ 天数 > 3 }}', { 天数: '2' })).toBe(false);
    expect(evaluateCondition("{{ 类型 == '病假' && 天数 >= 1 }}", { 类型: '病假', 天数: 1 })).toBe(true);
    expect(
      evaluateCondition('{{ form.amount * 2 > limit ?? 0 }}', { form: { amount: 60 }, limit: 100 }),
    ).toBe(true);
    expect(evaluateCondition('{{ missing > 3 }}', {})).toBe(false);
    expect(evaluateCondition('{{ items[1] }}', { items: ['a', 'b'] })).toBe('b');
  });

  it('is exactly one {{ }}: ${} and JavaScript text are not conditions', () => {
    expect(conditionBody('${days > 3}')).toBeNull();
    expect(conditionBody('{{ a }} {{ b }}')).toBeNull();
    expect(conditionBody('next(null, true)')).toBeNull();
    expect(() => evaluateCondition('days > 3', { days: 5 })).toThrow(ConditionError);
  });

  it('names where a condition does not parse, in Chinese', () => {
    expect(() => evaluateCondition('{{ 天数 > }}', { 天数: 1 })).toThrow(
      /^表达式语法错误，在第 \d+ 个字符附近$/,
    );
  });

  it('refuses calls, prototype walks, this and assignment', () => {
    for (const attack of [
      '{{ a.constructor }}',
      "{{ a['__proto__'] }}",
      "{{ a.constructor.constructor('return process')() }}",
      '{{ this }}',
      '{{ a = 1 }}',
      '{{ (a, b) }}',
      '{{ new Date() }}',
      '{{ toString.call(a) }}',
    ]) {
      expect(() => evaluateCondition(attack, { a: {}, b: 1 }), attack).toThrow(ConditionError);
    }
  });

  it('reads only own properties: inherited members are undefined, objects are no operands', () => {
    expect(evaluateCondition('{{ a.toString }}', { a: {} })).toBeUndefined();
    expect(() => evaluateCondition('{{ a > 1 }}', { a: { valueOf: 5 } })).toThrow('运算符只能用于基本类型');
  });
});
