import { describe, expect, it } from 'vitest';
import type { ColorWidget } from '../../../schemas';
import { generate } from '../../designer/codegen';
import { compileBoth, formWith } from '../../designer/codegen/testing';

const color = (options: ColorWidget['options']): ColorWidget => ({
  type: 'color',
  name: '颜色',
  key: 'color_1',
  model: 'tint',
  options,
});

describe('color codegen', () => {
  it('compiles in both libraries', () => {
    expect(compileBoth(formWith(color({ showAlpha: true, required: true })))).toEqual({
      element: [],
      antd: [],
    });
    expect(compileBoth(formWith(color({ defaultValue: '#409EFF' })))).toEqual({ element: [], antd: [] });
  });

  it('draws el-color-picker, and a color input in Ant Design Vue (a text box for rgba with showAlpha)', () => {
    expect(generate(formWith(color({ showAlpha: true })), { ui: 'element', format: 'vue' })).toContain(
      '<el-color-picker v-model="model.tint" show-alpha />',
    );
    expect(generate(formWith(color({})), { ui: 'antd', format: 'vue' })).toMatch(
      /<a-input\s+v-model:value="model.tint"\s+type="color"/,
    );
    expect(generate(formWith(color({ showAlpha: true })), { ui: 'antd', format: 'vue' })).toMatch(
      /placeholder="rgba\(64, 158, 255, 0.8\)"/,
    );
  });
});
