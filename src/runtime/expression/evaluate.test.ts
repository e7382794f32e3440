import { describe, expect, it } from 'vitest';
import { evaluate, ExpressionError, hasPlaceholder, renderTemplate } from '.';

const scope = {
  $config: { apiBase: 'http://localhost:3000/platform', port: 3000 },
  $user: { realname: '张三', roles: ['admin', 'auditor'], dept: null },
  count: 4,
  flag: false,
};

describe('evaluate', () => {
  it.each([
    ['1 + 2 * 3', 7],
    ["'a' + 'b'", 'ab'],
    ['$config.apiBase', 'http://localhost:3000/platform'],
    ["$config['port'] + 1", 3001],
    ['$user.roles[1]', 'auditor'],
    ['$user.roles.length', 2],
    ['count > 3 && !flag', true],
    ['flag || "fallback"', 'fallback'],
    ['$user.dept ?? "无部门"', '无部门'],
    ['count % 2 === 0 ? "偶" : "奇"', '偶'],
    ['-count', -4],
    ['count == "4"', true],
    ['count != 4', false],
    ['$user.missing', undefined],
    ['$user.dept?.name', undefined],
    ['undefined', undefined],
    ['[count, 1][0]', 4],
  ])('%s → %j', (source, expected) => {
    expect(evaluate(source, scope)).toEqual(expected);
  });

  it('evaluates the right side of a logical operator only when needed', () => {
    expect(evaluate('true || missingName', scope)).toBe(true);
    expect(() => evaluate('false || missingName', scope)).toThrow(ExpressionError);
  });

  it.each([
    ['nope', 'UNKNOWN_IDENTIFIER'],
    ['1 +', 'PARSE'],
    ['', 'PARSE'],
    ['a, b', 'NODE_NOT_ALLOWED'],
    ['$user.dept.name', 'MEMBER_NOT_ALLOWED'],
    ['$user + 1', 'OPERAND_NOT_ALLOWED'],
    ['x'.repeat(2001), 'TOO_LONG'],
  ])('refuses %s with %s', (source, code) => {
    expect(() => evaluate(source, scope)).toThrow(expect.objectContaining({ code }));
  });
});

describe('renderTemplate', () => {
  it('interpolates each placeholder', () => {
    expect(renderTemplate('{{ $config.apiBase }}/doc?u={{$user.realname}}', scope)).toBe(
      'http://localhost:3000/platform/doc?u=张三',
    );
  });

  it('prints null and undefined as empty text and leaves plain text alone', () => {
    expect(renderTemplate('[{{ $user.dept }}][{{ $user.missing }}]', scope)).toBe('[][]');
    expect(renderTemplate('no placeholders', scope)).toBe('no placeholders');
  });

  it('refuses to print an object', () => {
    expect(() => renderTemplate('{{ $config }}', scope)).toThrow(
      expect.objectContaining({ code: 'NOT_PRINTABLE' }),
    );
  });

  it('detects placeholders', () => {
    expect(hasPlaceholder('a{{b}}c')).toBe(true);
    expect(hasPlaceholder('abc')).toBe(false);
  });
});
