import { describe, expect, it } from 'vitest';
import type { GridWidget, InputWidget } from '../../../schemas';
import { generate, modelSchema } from '../../designer/codegen';
import { compileBoth, formWith } from '../../designer/codegen/testing';

const field = (model: string): InputWidget => ({
  type: 'input',
  name: model,
  key: `input_${model}`,
  model,
  options: {},
});

const grid: GridWidget = {
  type: 'grid',
  key: 'grid_1',
  options: { gutter: 16, justify: 'space-between', align: 'middle' },
  columns: [
    { span: 8, list: [field('a')] },
    {
      span: '',
      list: [
        {
          type: 'grid',
          key: 'grid_2',
          options: { justify: 'start', align: 'top' },
          columns: [{ span: 24, list: [field('b')] }],
        },
      ],
    },
  ],
};

describe('grid codegen', () => {
  it('compiles in both libraries', () => {
    expect(compileBoth(formWith(grid))).toEqual({ element: [], antd: [] });
  });

  it('draws rows and columns with gutter, justify, align and spans (form-making\'s "" as 12), nested', () => {
    const element = generate(formWith(grid), { ui: 'element', format: 'vue' });
    expect(element).toContain('<el-row :gutter="16" justify="space-between" align="middle">');
    expect(element).toContain('<el-col :span="8">');
    expect(element).toContain('<el-col :span="12">\n        <el-row>\n          <el-col :span="24">');
    const antd = generate(formWith(grid), { ui: 'antd', format: 'vue' });
    expect(antd).toContain('<a-row :gutter="16" justify="space-between" align="middle">');
  });

  it('keeps the fields of every column at the top of the model', () => {
    expect(Object.keys(modelSchema(formWith(grid)).properties ?? {})).toEqual(['a', 'b']);
  });
});
