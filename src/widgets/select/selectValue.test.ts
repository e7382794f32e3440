import { describe, expect, it } from 'vitest';
import { selectValue } from './selectValue';

describe('selectValue', () => {
  it('reads a comma-joined text as the choices of a multiple select (SPEC.md §5), dropping empty parts', () => {
    expect(selectValue('DEV,PM', true)).toEqual(['DEV', 'PM']);
    expect(selectValue('DEV,', true)).toEqual(['DEV']);
    expect(selectValue('', true)).toEqual([]);
  });

  it('keeps lists, wraps other scalars and leaves a single select’s text whole', () => {
    expect(selectValue(['a', '', 'b'], true)).toEqual(['a', 'b']);
    expect(selectValue(2, true)).toEqual([2]);
    expect(selectValue('a,b', false)).toBe('a,b');
  });
});
