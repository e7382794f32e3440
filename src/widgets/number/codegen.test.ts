import { describe, expect, it } from 'vitest';
import type { NumberWidget } from '../../../schemas';
import { generate } from '../../designer/codegen';
import { compileBoth, formWith } from '../../designer/codegen/testing';

const number = (options: NumberWidget['options']): NumberWidget => ({
  type: 'number',
  name: '数量',
  key: 'number_1',
  model: 'count',
  options,
});

describe('number codegen', () => {
  it('compiles in both libraries', () => {
    expect(
      compileBoth(
        formWith(number({ min: 0, max: 10, step: 0.5, controlsPosition: 'right', required: true })),
      ),
    ).toEqual({
      element: [],
      antd: [],
    });
  });

  it('carries min, max, step and Element controls-position', () => {
    const design = formWith(
      number({ defaultValue: 3, min: 0, max: 10, step: 0.5, controlsPosition: 'right' }),
    );
    expect(generate(design, { ui: 'element', format: 'vue' })).toMatch(
      /<el-input-number\s+v-model="model.count"\s+:min="0"\s+:max="10"\s+:step="0.5"\s+controls-position="right"\s+\/>/,
    );
    expect(generate(design, { ui: 'antd', format: 'vue' })).toContain(
      '<a-input-number v-model:value="model.count" :min="0" :max="10" :step="0.5" />',
    );
  });

  it("reads form-making's '' limits as none and starts a default inside min..max", () => {
    expect(
      generate(formWith(number({ min: '', max: '', defaultValue: 0 })), { ui: 'element', format: 'vue' }),
    ).toContain('<el-input-number v-model="model.count" />');
    expect(
      generate(formWith(number({ min: 5, defaultValue: 0 })), { ui: 'element', format: 'vue' }),
    ).toContain('count: 5,');
    expect(generate(formWith(number({})), { ui: 'element', format: 'vue' })).toContain('count: null,');
  });

  it('reads min 0 and max 0 as no limit, as the renderer does', () => {
    const design = formWith(number({ min: 0, max: 0, defaultValue: 5 }));
    expect(generate(design, { ui: 'element', format: 'vue' })).toContain(
      '<el-input-number v-model="model.count" />',
    );
    expect(generate(design, { ui: 'element', format: 'vue' })).toContain('count: 5,');
    expect(compileBoth(design)).toEqual({ element: [], antd: [] });
  });
});
