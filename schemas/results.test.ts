import { describe, expect, it } from 'vitest';
import { RESULTS, resultShapeOf, resultViolations } from './results';
import type { ShapeName } from './shapes';
import { SHAPES } from './shapes';

describe('the result contract (schemas/results.ts)', () => {
  it('names only shapes that exist', () => {
    for (const shape of Object.values(RESULTS)) expect(SHAPES).toHaveProperty(shape satisfies ShapeName);
  });

  it('finds a route with or without /platform, with a query string, a trailing slash or a path parameter', () => {
    expect(resultShapeOf('get', '/platform/sys/user/list?pageNo=1')).toBe('UserListResult');
    expect(resultShapeOf('GET', '/sys/user/list/')).toBe('UserListResult');
    expect(resultShapeOf('GET', '/sys/dict/getDictItems/sex')).toBe('DictOptionList');
    expect(resultShapeOf('GET', '/sys/dict/getDictItems/sex/more')).toBeUndefined();
    expect(resultShapeOf('POST', '/sys/user/list')).toBeUndefined();
    expect(resultShapeOf('GET', '/demo/sys/user/list')).toBeUndefined();
  });

  it('reports what a success answer breaks, and leaves failures and unlisted routes alone', () => {
    const broken = { success: true, code: 200, message: '', result: [{ value: '1', text: '男' }] };
    expect(resultViolations('GET', '/sys/dict/getDictItems/sex', broken).map((e) => e.path)).toEqual([
      '$[0].label',
      '$[0].title',
    ]);
    const kept = { ...broken, result: [{ value: '1', text: '男', label: '男', title: '男' }] };
    expect(resultViolations('GET', '/sys/dict/getDictItems/sex', kept)).toEqual([]);
    expect(resultViolations('GET', '/sys/dict/getDictItems/sex', { ...broken, success: false })).toEqual([]);
    expect(resultViolations('GET', '/demo/list', broken)).toEqual([]);
  });
});
