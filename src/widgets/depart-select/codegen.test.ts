import { describe, expect, it } from 'vitest';
import type { DepartSelectWidget } from '../../../schemas';
import { generate } from '../../designer/codegen';
import { compileBoth, formWith } from '../../designer/codegen/testing';

const depart = (options: DepartSelectWidget['options']): DepartSelectWidget => ({
  type: 'depart-select',
  name: '部门',
  key: 'depart_select_1',
  model: 'dept',
  options,
});

describe('depart-select codegen', () => {
  it('compiles in both libraries', () => {
    expect(compileBoth(formWith(depart({ multiple: true, store: 'orgCode' })))).toEqual({
      element: [],
      antd: [],
    });
  });

  it('emits a box of names and a 选择部门 tree that never cascades, reading the tree the renderer reads', () => {
    const element = generate(formWith(depart({ defaultValue: 'd1', disabled: true })), {
      ui: 'element',
      format: 'vue',
    });
    expect(element).toMatch(
      /<el-input\s+:model-value="deptPicker.label"\s+readonly\s+placeholder="请选择部门"\s+disabled/,
    );
    expect(element).toMatch(/<el-dialog\s+v-model="deptPicker.visible"\s+title="选择部门"/);
    // Element's own check boxes would cascade: each node draws one bound to the picker instead.
    expect(element).not.toContain('show-checkbox');
    expect(element).toContain("pickerGet('/sys/sysDepart/queryTreeList')");
    expect(element).toContain("const deptPicker = createDepartPicker(false, 'id', () => model.dept,");
    const antd = generate(formWith(depart({ multiple: true })), { ui: 'antd', format: 'html' });
    expect(antd).toMatch(/<a-tree\s+checkable\s+check-strictly/);
    expect(antd).toContain('createDepartPicker(true, "id"'.replace('"id"', "'id'"));
  });
});
