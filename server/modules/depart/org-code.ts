/**
 * Department codes as JeecgBoot's YouBianCodeUtil makes them: each level adds one letter and two digits,
 * A01 … A99, then B01 … Z99. A01's children are A01A01, A01A02 …, so a code says where a department sits
 * and a prefix match finds a whole branch.
 */

const SUFFIX = /^([A-Z])(\d{2})$/;
/** Codes per letter (01–99). */
const PER_LETTER = 99;
const LAST = 26 * PER_LETTER - 1;

function ordinal(suffix: string): number | null {
  const match = SUFFIX.exec(suffix);
  if (!match || match[2] === '00') return null;
  return (match[1].charCodeAt(0) - 65) * PER_LETTER + Number(match[2]) - 1;
}

function suffixOf(n: number): string {
  const letter = String.fromCharCode(65 + Math.floor(n / PER_LETTER));
  return `${letter}${String((n % PER_LETTER) + 1).padStart(2, '0')}`;
}

/**
 * The code after the highest of `siblingCodes` under `parentCode` ('' at the top), or null when Z99 is
 * taken. Codes that do not belong to that level are ignored.
 *
 * @example
 * nextOrgCode('A01', ['A01A01', 'A01A02']) // 'A01A03'
 * nextOrgCode('', [])                      // 'A01'
 * nextOrgCode('A01', ['A01A99'])           // 'A01B01'
 */
export function nextOrgCode(parentCode: string, siblingCodes: readonly string[]): string | null {
  let highest = -1;
  for (const code of siblingCodes) {
    if (!code.startsWith(parentCode)) continue;
    const n = ordinal(code.slice(parentCode.length));
    if (n !== null && n > highest) highest = n;
  }
  return highest >= LAST ? null : `${parentCode}${suffixOf(highest + 1)}`;
}
