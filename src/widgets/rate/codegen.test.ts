import { describe, expect, it } from 'vitest';
import type { RateWidget } from '../../../schemas';
import { generate } from '../../designer/codegen';
import { compileBoth, formWith } from '../../designer/codegen/testing';

const rate = (options: RateWidget['options']): RateWidget => ({
  type: 'rate',
  name: '评分',
  key: 'rate_1',
  model: 'score',
  options,
});

describe('rate codegen', () => {
  it('compiles in both libraries', () => {
    expect(compileBoth(formWith(rate({ max: 10, allowHalf: true, required: true, disabled: true })))).toEqual(
      { element: [], antd: [] },
    );
  });

  it('carries max as :max / :count and allow-half; unrated is null', () => {
    const design = formWith(rate({ max: 10, allowHalf: true }));
    expect(generate(design, { ui: 'element', format: 'vue' })).toContain(
      '<el-rate v-model="model.score" :max="10" allow-half />',
    );
    expect(generate(design, { ui: 'antd', format: 'vue' })).toContain(
      '<a-rate v-model:value="model.score" :count="10" allow-half />',
    );
    expect(generate(design, { ui: 'antd', format: 'vue' })).toContain('score: null,');
  });
});
