import { describe, expect, it } from 'vitest';
import type { RadioWidget } from '../../../schemas';
import { generate, modelSchema } from '../../designer/codegen';
import { compileBoth, formWith } from '../../designer/codegen/testing';

const radio = (options: RadioWidget['options']): RadioWidget => ({
  type: 'radio',
  name: '性别',
  key: 'radio_1',
  model: 'sex',
  options,
});

const OPTIONS = [
  { value: 'm', label: '男' },
  { value: 'f', label: '女' },
];

describe('radio codegen', () => {
  it('compiles in both libraries, static and remote', () => {
    expect(compileBoth(formWith(radio({ options: OPTIONS, showLabel: true, required: true })))).toEqual({
      element: [],
      antd: [],
    });
    expect(
      compileBoth(
        formWith(radio({ remote: true, remoteFunc: 'loadSex', props: { value: 'id', label: 'name' } })),
      ),
    ).toEqual({
      element: [],
      antd: [],
    });
  });

  it("declares the options, showing labels only with showLabel (form-making's rule)", () => {
    expect(
      generate(formWith(radio({ options: OPTIONS, showLabel: true })), { ui: 'element', format: 'vue' }),
    ).toContain("const sexOptions = [{ value: 'm', label: '男' }, { value: 'f', label: '女' }];");
    expect(generate(formWith(radio({ options: OPTIONS })), { ui: 'element', format: 'vue' })).toContain(
      "const sexOptions = [{ value: 'm', label: 'm' }, { value: 'f', label: 'f' }];",
    );
  });

  it('lays the group out in a column unless inline', () => {
    const column = generate(formWith(radio({ options: OPTIONS })), { ui: 'antd', format: 'vue' });
    expect(column).toContain('style="display: flex; flex-direction: column; align-items: flex-start"');
    const inline = generate(formWith(radio({ options: OPTIONS, inline: true })), {
      ui: 'antd',
      format: 'vue',
    });
    expect(inline).toContain('<a-radio-group v-model:value="model.sex">');
  });

  it('loads remote options through a marked stub, read through props', () => {
    const design = formWith(
      radio({ remote: true, remoteFunc: 'loadSex', props: { value: 'id', label: 'name' } }),
    );
    const code = generate(design, { ui: 'element', format: 'vue' });
    expect(code).toContain('TODO: 从接口加载选项');
    expect(code).toContain('async function loadSex(): Promise<SexOption[]> {');
    expect(code).toContain('sexOptions.value = await loadSex();');
    expect(code).toContain('<el-radio v-for="item in sexOptions" :key="item.id" :value="item.id">');
    expect(modelSchema(design).properties?.sex).toMatchObject({
      anyOf: [{ type: 'string' }, { type: 'number' }],
    });
  });

  it('types numeric options as numbers', () => {
    const design = formWith(radio({ options: [{ value: 1 }, { value: 2 }], defaultValue: 1 }));
    expect(modelSchema(design).properties?.sex).toMatchObject({ type: 'number' });
  });

  it('takes its options from a dictionary: item text shown, value stored; it compiles', () => {
    const design = formWith(radio({ optionSource: 'dict', dictCode: 'sex', defaultValue: '1' }));
    expect(compileBoth(design)).toEqual({ element: [], antd: [] });
    const code = generate(design, { ui: 'antd', format: 'vue' });
    expect(code).toContain("sexOptions.value = await loadDictItems('sex');");
    expect(code).toMatch(
      /<a-radio\s+v-for="item in sexOptions"\s+:key="item.value"\s+:value="item.value"\s*>\s*\{\{ item.text \}\}/,
    );
    expect(code).toContain("sex: '1',");
  });
});
