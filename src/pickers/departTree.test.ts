import { describe, expect, it } from 'vitest';
import { filterDeparts, flattenDeparts, joinValues, nextTicks, splitValues } from './departTree';
import { DEPARTS } from './pickers.testing';

describe('the department tree helpers', () => {
  it('ticks: single keeps only the newest, multiple keeps all, unticking leaves the rest', () => {
    expect(nextTicks([], ['d1'], false)).toEqual(['d1']);
    expect(nextTicks(['d1'], ['d1', 'd2'], false)).toEqual(['d2']);
    expect(nextTicks(['d2'], [], false)).toEqual([]);
    expect(nextTicks(['d1'], ['d1', 'd2'], true)).toEqual(['d1', 'd2']);
    expect(nextTicks(['d1', 'd2'], ['d2'], true)).toEqual(['d2']);
  });

  it('search keeps matches with their parents, any case; an empty search keeps the tree', () => {
    const found = filterDeparts(DEPARTS, ' 财务 ');
    expect(found.map((node) => node.departName)).toEqual(['北京总公司']);
    expect(found[0]!.children.map((node) => node.departName)).toEqual(['财务部']);
    expect(filterDeparts(DEPARTS, '')).toEqual(DEPARTS);
    expect(filterDeparts(DEPARTS, '不存在')).toEqual([]);
    expect(flattenDeparts(DEPARTS).map((node) => node.id)).toEqual(['d1', 'd2', 'd3']);
  });

  it('stored values are comma lists, blanks and a trailing comma dropped', () => {
    expect(splitValues('admin, zhangsan,')).toEqual(['admin', 'zhangsan']);
    expect(splitValues(['a', ''])).toEqual(['a']);
    expect(splitValues(null)).toEqual([]);
    expect(joinValues(['admin', '', 'lisi'])).toBe('admin,lisi');
  });
});
