/**
 * The parts of the Excel calls that need no server: names both ways, the ticked ids, the export's limit
 * and the import's report.
 */
import { describe, expect, it } from 'vitest';
import { Choices } from './choices';
import { allRecords, selectionsOf } from './export';
import { NameIndex } from './names';
import { RowProblems, UniqueColumn } from './problems';

describe('NameIndex', () => {
  const departs = new NameIndex([
    { id: 'd1', name: '研发部', aliases: ['北京/研发部', 'A01A01'] },
    { id: 'd2', name: '研发部', aliases: ['上海/研发部', 'A02A01'] },
    { id: 'd3', name: '市场部', aliases: ['北京/市场部', 'A01A02'] },
  ]);

  it('writes a shared name by its first unique alias, and a unique one by itself', () => {
    expect(departs.labelsOf(['d1', 'd2', 'd3'])).toBe('北京/研发部,上海/研发部,市场部');
    expect(departs.labelOf('gone')).toBe('gone');
  });

  it('reads names, aliases and any separator, and says which text names nothing or several', () => {
    expect(departs.resolve('北京/研发部，市场部、A02A01;市场部', '部门')).toEqual({
      ids: ['d1', 'd3', 'd2'],
      reasons: [],
    });
    expect(departs.resolve('研发部,财务部', '部门')).toEqual({
      ids: [],
      reasons: ['部门「研发部」有重名，请写编码或完整路径', '部门不存在：财务部'],
    });
  });
});

describe('Choices', () => {
  it('shows values as texts and reads either back', () => {
    const sex = new Choices([
      ['1', '男'],
      ['2', '女'],
    ]);
    expect([sex.textOf(1), sex.textOf(null), sex.textOf('9')]).toEqual(['男', null, '9']);
    expect([sex.valueOf('女'), sex.valueOf('1'), sex.valueOf('未知')]).toEqual(['2', '1', undefined]);
    expect(sex.texts).toBe('男、女');
  });
});

describe('the export', () => {
  it('takes the ticked ids as JeecgBoot joins them, and refuses anything else', () => {
    expect(selectionsOf('a1,b2,,a1,')).toEqual(['a1', 'b2']);
    expect(selectionsOf(['a1', 'b2'])).toEqual(['a1', 'b2']);
    expect(selectionsOf('')).toBeUndefined();
    expect(selectionsOf(undefined)).toBeUndefined();
    expect(() => selectionsOf("1' or '1'='1")).toThrow('selections 应为逗号分隔的记录 id');
  });

  it('reads the list page by page, and refuses more than the limit before the first row', async () => {
    const rows = Array.from({ length: 250 }, (_, i) => i);
    const asked: number[] = [];
    const read = async (pageNo: number, pageSize: number) => {
      asked.push(pageNo);
      return { records: rows.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: rows.length };
    };
    const all: number[] = [];
    for await (const row of await allRecords(read, '用户')) all.push(row);
    expect(all).toEqual(rows);
    expect(asked).toEqual([1, 2, 3]);
    await expect(allRecords(read, '用户', 200)).rejects.toThrow(
      '符合条件的用户有 250 条，超过一次导出的上限 200 条，请增加筛选条件或勾选要导出的记录后再导出',
    );
  });
});

describe('the import’s report', () => {
  it('lists rows in order, each with all its reasons, the second sheet after the first', () => {
    const problems = new RowProblems();
    problems.add(5, '邮箱格式不正确');
    problems.add(3, ['用户账号已存在', '邮箱格式不正确']);
    problems.add(3, '用户账号已存在');
    problems.add(2, '数据值与第 1 行重复', '字典项');
    problems.add(4, []);
    expect(problems.count).toBe(3);
    expect(() => problems.throwIfAny()).toThrow(
      '共 3 行有误，没有导入任何数据，请改正后重新导入；第 3 行：用户账号已存在，邮箱格式不正确；第 5 行：邮箱格式不正确；「字典项」第 2 行：数据值与第 1 行重复',
    );
    expect(() => new RowProblems().throwIfAny()).not.toThrow();
  });

  it('names at most 100 rows and counts the rest', () => {
    const problems = new RowProblems();
    for (let row = 2; row < 152; row++) problems.add(row, '角色编码已存在');
    let message = '';
    try {
      problems.throwIfAny();
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message.split('；')).toHaveLength(102);
    expect(message.endsWith('；另有 50 行有误，未一一列出')).toBe(true);
  });

  it('refuses a value taken in the database or repeated in the file', () => {
    const codes = new UniqueColumn('角色编码', (code) => code === 'admin');
    expect([
      codes.check('admin', 2),
      codes.check('ops', 3),
      codes.check('ops', 5),
      codes.check('', 6),
    ]).toEqual(['角色编码已存在', undefined, '角色编码与第 3 行重复', undefined]);
  });
});
