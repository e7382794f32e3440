import { describe, expect, it } from 'vitest';
import type { SwitchWidget } from '../../../schemas';
import { generate } from '../../designer/codegen';
import { compileBoth, formWith } from '../../designer/codegen/testing';

const toggle = (options: SwitchWidget['options']): SwitchWidget => ({
  type: 'switch',
  name: '启用',
  key: 'switch_1',
  model: 'enabled',
  options,
});

describe('switch codegen', () => {
  it('compiles in both libraries', () => {
    expect(compileBoth(formWith(toggle({ defaultValue: true, disabled: true })))).toEqual({
      element: [],
      antd: [],
    });
  });

  it('binds v-model / v-model:checked to a boolean, off by default', () => {
    expect(generate(formWith(toggle({})), { ui: 'element', format: 'vue' })).toContain(
      '<el-switch v-model="model.enabled" />',
    );
    expect(generate(formWith(toggle({})), { ui: 'antd', format: 'vue' })).toContain(
      '<a-switch v-model:checked="model.enabled" />',
    );
    expect(generate(formWith(toggle({})), { ui: 'antd', format: 'vue' })).toContain('enabled: false,');
  });
});
