import { describe, expect, it } from 'vitest';
import forkDesign from './fixtures/fork-design.json';
import { validate, validateLenient } from './index';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('validateLenient: designs from forks of form-making (issue 16)', () => {
  it("imports a fork's design and lists each addition as a warning, in document order", () => {
    const outcome = validateLenient(forkDesign);
    expect(outcome.errors).toEqual([]);
    expect(outcome.ok).toBe(true);
    expect(outcome.warnings.map((w) => w.path)).toEqual([
      '$.title',
      '$.list[0].options.prefix',
      '$.list[0].options.datasource',
      '$.list[0].rules[0].trigger',
      '$.list[1]',
      '$.list[3].columns[0].list[0]',
      '$.config',
    ]);
    expect(outcome.warnings).toContainEqual({
      path: '$.list[1]',
      message: '不支持的控件：scanCode，已原样保留，表单里显示为占位块',
    });
    expect(outcome.warnings).toContainEqual({
      path: '$.list[0].options.datasource',
      message: '未知的属性 datasource：已原样保留，Dougong 不使用它',
    });
    expect(outcome.warnings).toContainEqual({
      path: '$.config',
      message: '没有 config：按默认的表单属性显示',
    });
  });

  it('leaves the design itself untouched', () => {
    const before = JSON.stringify(forkDesign);
    validateLenient(forkDesign);
    expect(JSON.stringify(forkDesign)).toBe(before);
  });

  it('is what strict validation refuses (the mode of dougong validate --strict)', () => {
    expect(validate('FormDesign', forkDesign).ok).toBe(false);
  });

  it('suggests the known key a misspelt one was meant to be', () => {
    const design = clone(forkDesign);
    (design.list[0]!.options as Record<string, unknown>).plceholder = '';
    expect(validateLenient(design).warnings).toContainEqual({
      path: '$.list[0].options.plceholder',
      message: '未知的属性 plceholder：已原样保留，Dougong 不使用它（是否想写 placeholder？）',
    });
  });

  it('keeps a wrong value of a known key an error', () => {
    const design = clone(forkDesign);
    (design.list[0]!.options as Record<string, unknown>).width = true;
    const outcome = validateLenient(design);
    expect(outcome.ok).toBe(false);
    expect(outcome.errors.map((e) => e.path)).toEqual(['$.list[0].options.width']);
    expect(outcome.warnings.length).toBeGreaterThan(0);
  });

  it('refuses a prototype key even inside an unknown widget or an unknown option', () => {
    const design = JSON.parse(
      JSON.stringify(forkDesign).replace('"codeType":"qr"', '"codeType":"qr","__proto__":{"polluted":1}'),
    ) as unknown;
    const outcome = validateLenient(design);
    expect(outcome.ok).toBe(false);
    expect(outcome.errors[0]).toMatchObject({ path: '$.list[1].options.__proto__' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses an unsafe pattern inside an unknown widget', () => {
    const design = clone(forkDesign);
    (design.list[1]!.options as Record<string, unknown>).pattern = '^(a+)+$';
    const outcome = validateLenient(design);
    expect(outcome.ok).toBe(false);
    expect(outcome.errors).toEqual([
      { path: '$.list[1].options.pattern', message: expect.stringContaining('可能导致浏览器卡死') },
    ]);
  });

  it("keeps a page widget in a form an error: it is Dougong's own, not a fork's addition", () => {
    const outcome = validateLenient({ list: [{ type: 'crud', key: 'crud_1', options: {} }], config: {} });
    expect(outcome.ok).toBe(false);
  });

  it('passes a strictly valid design with no warnings', () => {
    expect(validateLenient({ list: [], config: {} })).toEqual({ ok: true, errors: [], warnings: [] });
  });
});
