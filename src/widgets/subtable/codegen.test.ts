import { parse } from '@vue/compiler-sfc';
import { describe, expect, it } from 'vitest';
import type { SubtableWidget } from '../../../schemas/generated/form-design';
import { generate, modelSchema } from '../../designer/codegen';
import { compileBoth, formWith } from '../../designer/codegen/testing';
import { typeErrorsOf } from '../shared/pickerCodegen.testing';

const widget: SubtableWidget = {
  type: 'subtable',
  name: '明细',
  key: 'subtable_1',
  model: 'items',
  options: {
    minRows: 1,
    maxRows: 5,
    required: true,
    columns: [
      { key: 'name', title: '名称', type: 'input', rules: [{ required: true }, { unique: true }] },
      { key: 'quantity', title: '数量', type: 'inputNumber', rules: [{ pattern: 'z' }], statistics: ['sum'] },
      { key: 'unit', title: '单位', type: 'select', options: [{ value: 'pc', label: '个' }] },
      { key: 'colors', title: '颜色', type: 'multi-select', options: [{ value: 'r', label: '红' }] },
      { key: 'note', title: '备注', type: 'textarea' },
      { key: 'day', title: '日期', type: 'date' },
      { key: 'at', title: '时间点', type: 'datetime' },
      { key: 'time', title: '时间', type: 'time' },
      { key: 'ok', title: '合格', type: 'checkbox', checkedValue: 'Y', uncheckedValue: 'N' },
      { key: 'tags', title: '标签', type: 'tags' },
    ],
  },
};

describe('subtable codegen', () => {
  it('compiles in both libraries', () => {
    expect(compileBoth(formWith(widget))).toEqual({ element: [], antd: [] });
  });

  it('type-checks its script against Vue, Element Plus and Ant Design Vue', { timeout: 60_000 }, () => {
    for (const ui of ['element', 'antd'] as const) {
      const script = parse(generate(formWith(widget), { ui, format: 'vue' })).descriptor.scriptSetup!.content;
      expect(typeErrorsOf(script), ui).toEqual([]);
    }
  });

  it('emits an editable el-table with 新增 / 删除 and a form item per cell checked by the column rules', () => {
    const element = generate(formWith(widget), { ui: 'element', format: 'vue' });
    expect(element).toMatch(/<el-button\s+type="primary"\s+@click="itemsTable.add\(\)"\s*>\s*新增/);
    expect(element).toMatch(/<el-table\s+:data="model.items"/);
    expect(element).toContain(`:prop="'items.' + $index + '.quantity'"`);
    expect(element).toContain(`:rules="itemsTable.cellRules('quantity', $index)"`);
    expect(element).toMatch(/<el-input-number\s+v-model="row.quantity"/);
    expect(element).toContain("'第 ' + (index + 1) + ' 行 ' + column.title + '：' + problem");
    expect(element).toContain("z: [/^-?\\d+$/, '请输入整数']");
    expect(element).toContain(':rules="itemsTable.countRules()"');
    expect(element).toContain('合计 {{ itemsTable.sum(');
    expect(modelSchema(formWith(widget)).properties?.items).toMatchObject({ type: 'array' });
  });

  it('emits an a-table with a form item per cell named by its path, in a plain-JavaScript page too', () => {
    const antd = generate(formWith(widget), { ui: 'antd', format: 'html' });
    expect(antd).toMatch(/<a-table\s+:data-source="model.items"/);
    expect(antd).toContain(`:name="['items', index, 'quantity']"`);
    expect(antd).toContain('Promise.reject(message)');
    expect(antd).not.toMatch(/: string\b|as SubtableRow|interface /);
  });
});
