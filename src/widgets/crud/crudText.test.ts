import { describe, expect, it } from 'vitest';
import { deleteQuestion, dialogTitle, fitColumns } from './crudText';

const users = { entity: '用户', nameField: 'username' };
const roles = {
  entity: '角色',
  nameField: 'roleName',
  deleteWarning:
    "{{ $row.userCount > 0 ? '该角色有 ' + $row.userCount + ' 个用户，删除后他们将失去此角色' : '' }}",
};

describe('crud dialog titles and delete questions name the record (issue 13, findings 10 and 13)', () => {
  it('titles a dialog with the entity and the record', () => {
    expect(dialogTitle(users, 'add', { username: 'x' })).toBe('新增用户');
    expect(dialogTitle(users, 'edit', { username: 'zhangsan' })).toBe('编辑用户「zhangsan」');
    expect(dialogTitle(users, 'detail', { username: 'zhangsan' })).toBe('用户详情「zhangsan」');
    expect(dialogTitle({}, 'edit', { username: 'zhangsan' })).toBe('编辑');
  });

  it('asks to delete the record by name, with the warning only when it says something', () => {
    expect(deleteQuestion(users, { username: 'tester1' }, {})).toEqual(['删除用户「tester1」?']);
    expect(deleteQuestion(roles, { roleName: '财务', userCount: 3 }, {})).toEqual([
      '删除角色「财务」?',
      '该角色有 3 个用户，删除后他们将失去此角色',
    ]);
    expect(deleteQuestion(roles, { roleName: '空', userCount: 0 }, {})).toEqual(['删除角色「空」?']);
    expect(deleteQuestion({}, { id: 1 }, {})).toEqual(['确定删除吗?']);
  });
});

describe('fitColumns keeps the table clear of the fixed action column (issue 13, finding 3)', () => {
  const columns = [
    { dataIndex: 'a', width: 200 },
    { dataIndex: 'b', width: 200, priority: 2 },
    { dataIndex: 'c', width: 200, priority: 3 },
    { dataIndex: 'd', width: 100 },
  ];
  it('drops priority 3, then 2, until the rest fit, and sizes the scroll width from what is kept', () => {
    expect(fitColumns(columns, 2000, 200)).toEqual({ columns, scrollX: 900 });
    const medium = fitColumns(columns, 700, 200);
    expect(medium.columns.map((c) => c.dataIndex)).toEqual(['a', 'b', 'd']);
    expect(medium.scrollX).toBe(700);
    expect(fitColumns(columns, 500, 200).columns.map((c) => c.dataIndex)).toEqual(['a', 'd']);
  });
  it('never drops a priority 1 column: the table scrolls instead', () => {
    const narrow = fitColumns(columns, 300, 200);
    expect(narrow.columns.map((c) => c.dataIndex)).toEqual(['a', 'd']);
    expect(narrow.scrollX).toBe(500);
  });
  it('keeps every column before the width is known', () => {
    expect(fitColumns(columns, 0, 200).columns).toHaveLength(4);
  });
});
