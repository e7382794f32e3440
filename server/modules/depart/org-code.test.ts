import { describe, expect, it } from 'vitest';
import { nextOrgCode } from './org-code';

describe('nextOrgCode (JeecgBoot department codes)', () => {
  it('starts each level at A01 and counts up from the highest sibling', () => {
    expect(nextOrgCode('', [])).toBe('A01');
    expect(nextOrgCode('', ['A01'])).toBe('A02');
    expect(nextOrgCode('A01', [])).toBe('A01A01');
    expect(nextOrgCode('A01', ['A01A01', 'A01A03'])).toBe('A01A04');
  });

  it('moves to the next letter after 99 and gives up after Z99', () => {
    expect(nextOrgCode('A01', ['A01A99'])).toBe('A01B01');
    expect(nextOrgCode('', ['B42'])).toBe('B43');
    expect(nextOrgCode('', ['Z98'])).toBe('Z99');
    expect(nextOrgCode('', ['Z99'])).toBeNull();
  });

  it('ignores codes of other levels and malformed ones', () => {
    expect(nextOrgCode('A01', ['A01A01A05', 'A02A07', 'A01A00', 'A01a09', 'A01A2'])).toBe('A01A01');
  });
});
