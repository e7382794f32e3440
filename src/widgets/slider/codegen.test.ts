import { describe, expect, it } from 'vitest';
import type { SliderWidget } from '../../../schemas';
import { generate, modelSchema } from '../../designer/codegen';
import { compileBoth, formWith } from '../../designer/codegen/testing';

const slider = (options: SliderWidget['options']): SliderWidget => ({
  type: 'slider',
  name: '进度',
  key: 'slider_1',
  model: 'progress',
  options,
});

describe('slider codegen', () => {
  it('compiles in both libraries', () => {
    expect(compileBoth(formWith(slider({ min: 10, max: 50, step: 5, showInput: true })))).toEqual({
      element: [],
      antd: [],
    });
    expect(compileBoth(formWith(slider({ range: true })))).toEqual({ element: [], antd: [] });
  });

  it('carries min, max, step and show-input (an input number beside it in Ant Design Vue)', () => {
    const design = formWith(slider({ min: 10, max: 50, step: 5, showInput: true, defaultValue: 0 }));
    expect(generate(design, { ui: 'element', format: 'vue' })).toContain(
      '<el-slider v-model="model.progress" :min="10" :max="50" :step="5" show-input />',
    );
    const antd = generate(design, { ui: 'antd', format: 'vue' });
    expect(antd).toContain(
      '<a-slider v-model:value="model.progress" :min="10" :max="50" :step="5" style="flex: 1" />',
    );
    expect(antd).toContain('<a-input-number v-model:value="model.progress" :min="10" :max="50" :step="5" />');
    expect(antd).toContain('progress: 10,');
  });

  it('starts a range at [min, max] and types it as a pair', () => {
    const design = formWith(slider({ range: true, defaultValue: 0 }));
    expect(generate(design, { ui: 'element', format: 'vue' })).toContain('progress: [0, 100],');
    expect(generate(design, { ui: 'element', format: 'vue' })).toContain(
      '<el-slider v-model="model.progress" range />',
    );
    expect(modelSchema(design).properties?.progress).toMatchObject({
      type: 'array',
      minItems: 2,
      maxItems: 2,
    });
  });
});
