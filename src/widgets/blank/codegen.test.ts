import { describe, expect, it } from 'vitest';
import type { BlankWidget } from '../../../schemas';
import { generate, modelSchema } from '../../designer/codegen';
import { compileBoth, formWith } from '../../designer/codegen/testing';

const blank = (options: BlankWidget['options']): BlankWidget => ({
  type: 'blank',
  name: '负责人',
  key: 'blank_1',
  model: 'owner',
  options,
});

describe('blank codegen', () => {
  it('compiles in both libraries', () => {
    expect(compileBoth(formWith(blank({ defaultType: 'Object', required: true })))).toEqual({
      element: [],
      antd: [],
    });
  });

  it('leaves a slot named after the model, given the model', () => {
    expect(generate(formWith(blank({})), { ui: 'antd', format: 'vue' })).toContain(
      '<slot name="owner" :model="model" />',
    );
  });

  it('starts the value as defaultType says', () => {
    expect(generate(formWith(blank({ defaultType: 'Array' })), { ui: 'element', format: 'vue' })).toContain(
      'owner: [],',
    );
    expect(generate(formWith(blank({ defaultType: 'Object' })), { ui: 'element', format: 'vue' })).toContain(
      'owner: {},',
    );
    expect(generate(formWith(blank({})), { ui: 'element', format: 'vue' })).toContain("owner: '',");
    expect(modelSchema(formWith(blank({ defaultType: 'Object' }))).properties?.owner).toMatchObject({
      type: 'object',
    });
  });
});
