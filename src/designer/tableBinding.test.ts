import { describe, expect, it } from 'vitest';
import type { InputWidget } from '../../schemas';
import { basicPanel } from '../widgets/shared/panel';
import { gridWidget } from '../widgets/grid';
import { bindModelChoices, labelFromField, type TableField } from './tableBinding';
import { formPanel, FORM_PANEL } from './formPanel';

const FIELDS: TableField[] = [
  { value: 'username', label: '用户账号', dbFieldName: 'username', dbType: 'string' },
  { value: 'workNo', label: '工号', dbFieldName: 'work_no', dbType: 'string' },
];

describe('bindModelChoices', () => {
  it("turns the 字段标识 box into a choice of the table's columns, keeping an unbound model", () => {
    const panel = bindModelChoices(basicPanel([]), FIELDS, 'input_1');
    const model = panel.list.find((w) => w.model === 'model');
    expect(model).toMatchObject({ type: 'select', name: '字段标识' });
    expect(model?.type === 'select' && model.options.options).toEqual([
      { value: 'input_1', label: 'input_1（未绑定）' },
      { value: 'username', label: 'username（用户账号）' },
      { value: 'workNo', label: 'workNo（工号）' },
    ]);
    expect(panel.list.find((w) => w.model === 'name')).toMatchObject({ type: 'input' });
  });

  it('offers only the columns once the model is one of them', () => {
    const model = bindModelChoices(basicPanel([]), FIELDS, 'workNo').list.find((w) => w.model === 'model');
    expect(model?.type === 'select' && model.options.options).toHaveLength(2);
  });

  it('leaves a panel without a 字段标识 as it is', () => {
    const grid = gridWidget.design!.panel;
    expect(bindModelChoices(grid, FIELDS, 'grid_1')).toBe(grid);
  });
});

describe('labelFromField', () => {
  const widget: InputWidget = {
    type: 'input',
    name: '单行文本',
    key: 'input_1',
    model: 'input_1',
    options: {},
  };

  it('names an untouched widget after the column it was just bound to', () => {
    expect(labelFromField({ ...widget, model: 'workNo' }, widget, FIELDS, '单行文本')).toMatchObject({
      name: '工号',
      model: 'workNo',
    });
  });

  it('keeps a label the admin wrote, and changes nothing when the model stays', () => {
    const named = { ...widget, name: '员工编号' };
    expect(labelFromField({ ...named, model: 'workNo' }, named, FIELDS, '单行文本').name).toBe('员工编号');
    const bound = { ...widget, model: 'workNo' };
    const values = { ...bound };
    expect(labelFromField(values, bound, FIELDS, '单行文本')).toBe(values);
    expect(labelFromField({ ...widget, model: 'other' }, widget, FIELDS, '单行文本').name).toBe('单行文本');
  });
});

describe('formPanel', () => {
  it('offers the tables as the 数据表 choice, and a text box while none are known', () => {
    expect(formPanel([])).toBe(FORM_PANEL);
    const table = formPanel([{ value: 'sys_user', label: '用户（sys_user）' }]).list[0]!;
    expect(table).toMatchObject({ type: 'select', model: 'tableName' });
    expect(table.options).toMatchObject({ clearable: true, options: [{ value: 'sys_user' }] });
  });
});
