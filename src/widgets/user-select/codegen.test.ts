import { parse } from '@vue/compiler-sfc';
import { describe, expect, it } from 'vitest';
import type { DepartSelectWidget, UserSelectWidget } from '../../../schemas';
import { generate, modelSchema } from '../../designer/codegen';
import { compileBoth, formWith } from '../../designer/codegen/testing';
import { typeErrorsOf } from '../shared/pickerCodegen.testing';

const user = (options: UserSelectWidget['options']): UserSelectWidget => ({
  type: 'user-select',
  name: '经办人',
  key: 'user_select_1',
  model: 'handler',
  options,
});
const depart: DepartSelectWidget = {
  type: 'depart-select',
  name: '部门',
  key: 'depart_select_1',
  model: 'dept',
  options: { multiple: true },
};

describe('user-select codegen', () => {
  const single = user({ defaultValue: 'admin', required: true, width: '240px' });
  const many = {
    ...user({ multiple: true, store: 'id' }),
    key: 'user_select_2',
    model: 'directors',
  } as const;

  it('compiles in both libraries, with a depart-select beside it sharing the tree', () => {
    expect(compileBoth(formWith([single, many, depart]))).toEqual({ element: [], antd: [] });
  });

  it('type-checks its script against Vue, Element Plus and Ant Design Vue', { timeout: 60_000 }, () => {
    for (const ui of ['element', 'antd'] as const) {
      const script = parse(generate(formWith([single, many, depart]), { ui, format: 'vue' })).descriptor
        .scriptSetup!.content;
      expect(typeErrorsOf(script), ui).toEqual([]);
    }
  });

  it('emits a box of real names and a 1250 px dialog reading the same calls as the renderer', () => {
    const element = generate(formWith([single, many]), { ui: 'element', format: 'vue' });
    expect(element).toMatch(/<el-input\s+:model-value="handlerPicker.label"\s+readonly/);
    expect(element).toMatch(
      /<el-dialog\s+v-model="handlerPicker.visible"\s+title="根据部门选择用户"\s+width="1250px"/,
    );
    expect(element).toContain("pickerGet('/sys/user/queryUserComponentData', params)");
    expect(element).toContain("pageSize: 10, column: 'createTime', order: 'desc'");
    expect(element).toContain(
      "const handlerPicker = createUserPicker(false, 'username', () => model.handler,",
    );
    expect(element).toContain("const directorsPicker = createUserPicker(true, 'id', () => model.directors,");
    expect(element).toContain("handler: 'admin',");
    // One tree and one fetch helper for the whole form.
    expect(element.match(/const departTree = /g)).toHaveLength(1);
    const antd = generate(formWith(single), { ui: 'antd', format: 'html' });
    expect(antd).toMatch(
      /<a-modal\s+v-model:open="handlerPicker.visible"\s+title="根据部门选择用户"\s+:width="1250"/,
    );
    expect(antd).toContain("type: 'radio', selectedRowKeys: handlerPicker.pickedKeys");
    expect(antd).not.toMatch(/: string\b|as \{|readonly multiple/);
    // The HTML page's setup hands the template the tree the dialog draws.
    expect(antd).toMatch(/return \{[^}]*\bdepartTree, handlerPicker\b/);
    expect(modelSchema(formWith(single)).properties?.handler).toMatchObject({ type: 'string' });
  });
});
