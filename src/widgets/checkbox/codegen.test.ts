import { describe, expect, it } from 'vitest';
import type { CheckboxWidget } from '../../../schemas';
import { generate, modelSchema } from '../../designer/codegen';
import { compileBoth, formWith } from '../../designer/codegen/testing';

const checkbox = (options: CheckboxWidget['options']): CheckboxWidget => ({
  type: 'checkbox',
  name: '爱好',
  key: 'checkbox_1',
  model: 'hobbies',
  options,
});

describe('checkbox codegen', () => {
  const full = checkbox({
    options: [{ value: 'read', label: '读书' }, { value: 'run' }],
    showLabel: true,
    inline: true,
    defaultValue: ['run'],
    required: true,
  });

  it('compiles in both libraries', () => {
    expect(compileBoth(formWith(full))).toEqual({ element: [], antd: [] });
  });

  it('draws a checkbox group over the option list; the model is a list', () => {
    expect(generate(formWith(full), { ui: 'element', format: 'vue' })).toContain(
      '<el-checkbox v-for="item in hobbiesOptions" :key="item.value" :value="item.value">',
    );
    expect(generate(formWith(full), { ui: 'antd', format: 'vue' })).toContain(
      '<a-checkbox-group v-model:value="model.hobbies">',
    );
    expect(generate(formWith(full), { ui: 'antd', format: 'vue' })).toContain("hobbies: ['run'],");
    expect(modelSchema(formWith(full)).properties?.hobbies).toMatchObject({
      type: 'array',
      items: { type: 'string' },
    });
  });

  it("says type: 'array' on required, or async-validator would let [] pass", () => {
    expect(generate(formWith(full), { ui: 'element', format: 'vue' })).toContain(
      "{ required: true, type: 'array', message: '爱好必须填写', trigger: 'change' },",
    );
  });

  it('takes its options from a dictionary: item text shown, values stored; it compiles', () => {
    const design = formWith(checkbox({ optionSource: 'dict', dictCode: 'sex', defaultValue: ['2'] }));
    expect(compileBoth(design)).toEqual({ element: [], antd: [] });
    const code = generate(design, { ui: 'element', format: 'vue' });
    expect(code).toMatch(/await loadDictItems\('sex'\);/);
    expect(code).toMatch(
      /<el-checkbox\s+v-for="item in \w+Options"\s+:key="item.value"\s+:value="item.value"\s*>\s*\{\{ item.text \}\}/,
    );
  });
});
