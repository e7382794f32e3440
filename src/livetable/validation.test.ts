import { describe, expect, it } from 'vitest';
import { PRESETS, validateCell, validateRows } from './validation';

describe('live table validation', () => {
  it.each([
    ['n6-16', '12345', '123456', '请输入6到16位数字'],
    ['*6-16', 'abc', 'abc 12!', '请输入6到16位任意字符'],
    ['s6-18', 'abc123', 'abcdef', '请输入6到18位字母'],
    ['url', 'javascript:alert(1)', 'https://example.com/a?b=1', '请输入正确的网址'],
    ['e', 'a@b', 'zhang.san@example.com', '请输入正确的邮箱'],
    ['m', '12345678901', '13812345678', '请输入正确的手机号码'],
    ['p', '10001', '100010', '请输入正确的邮政编码'],
    ['s', 'ab1', 'abc', '请输入字母'],
    ['n', '1.', '-11.11', '请输入正确的格式，如：11.11'],
    ['z', '1.5', '-15', '请输入整数'],
    ['money', '01.5', '10.25', '请输入正确的金额，最多两位小数'],
  ])('preset %s refuses %j with its message and accepts %j', (code, bad, good, message) => {
    expect(PRESETS[code].message).toBe(message);
    expect(validateCell(bad, [{ pattern: code }], '字段', {}, [])).toBe(message);
    expect(validateCell(good, [{ pattern: code }], '字段', {}, [])).toBeUndefined();
  });

  it('lets an empty value pass every rule but required, which names the column', () => {
    expect(validateCell('', [{ pattern: 'm' }], '手机', {}, [])).toBeUndefined();
    expect(validateCell('', [{ required: true }, { pattern: 'm' }], '手机', {}, [])).toBe('请输入手机');
    expect(validateCell(undefined, [{ pattern: '*' }], '名称', {}, [])).toBe('请输入名称');
    expect(validateCell('3.456', [{ pattern: 'money', message: '金额最多两位小数' }], '金额', {}, [])).toBe(
      '金额最多两位小数',
    );
  });

  it('marks a value repeated in the column on every row that has it, and runs a custom handler', () => {
    const rows = [{ code: 'A' }, { code: 'B' }, { code: 'A' }, { code: '' }, { code: '' }];
    const errors = validateRows(rows, [{ key: 'code', title: '编码', rules: [{ unique: true }] }]);
    expect(errors).toEqual([
      { rowIndex: 0, key: 'code', message: '编码不能重复' },
      { rowIndex: 2, key: 'code', message: '编码不能重复' },
    ]);
    const handler = (value: unknown, row: Record<string, unknown>) => Number(value) <= Number(row.max);
    expect(
      validateRows(
        [
          { qty: 5, max: 3 },
          { qty: 2, max: 3 },
        ],
        [{ key: 'qty', title: '数量', rules: [{ handler, message: '数量不能超过上限' }] }],
      ),
    ).toEqual([{ rowIndex: 0, key: 'qty', message: '数量不能超过上限' }]);
  });
});
