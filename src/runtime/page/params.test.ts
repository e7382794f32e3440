import { describe, expect, it } from 'vitest';
import { isVisible, resolveParams, resolveValue } from './params';

const scope = {
  $values: { depart: 'A01', ids: ['1', '2'] },
  $row: { id: '7', status: 2 },
  $user: { username: 'admin' },
};

describe('page expressions over an explicit scope', () => {
  it('a whole expression keeps its type; text placeholders give text; plain values pass through', () => {
    expect(resolveValue('{{ $values.ids }}', scope)).toEqual(['1', '2']);
    expect(resolveValue('{{ $row.status === 2 }}', scope)).toBe(true);
    expect(resolveValue('用户 {{ $user.username }}', scope)).toBe('用户 admin');
    expect(resolveValue(5, scope)).toBe(5);
    expect(resolveValue('plain', scope)).toBe('plain');
  });

  it('leaves out empty results so an unset filter sends nothing', () => {
    expect(
      resolveParams({ departId: '{{ $values.depart }}', missing: '{{ $values.none }}', n: 0 }, scope),
    ).toEqual({
      departId: 'A01',
      n: 0,
    });
  });

  it('an injection attempt reads as undefined and never runs', () => {
    expect(resolveValue("{{ constructor.constructor('return process')() }}", scope)).toBeUndefined();
    expect(resolveValue("{{ $row.constructor.constructor('alert(1)')() }}", scope)).toBeUndefined();
  });

  it('visible expressions: absent or failing show, false hides', () => {
    expect(isVisible(undefined, scope)).toBe(true);
    expect(isVisible('{{ $row.status === 1 }}', scope)).toBe(false);
    expect(isVisible('{{ $row.status === 2 }}', scope)).toBe(true);
    expect(isVisible('{{ nonsense( }}', scope)).toBe(true);
  });
});
