import { describe, expect, it } from 'vitest';
import type { TextWidget } from '../../../schemas';
import { generate, modelSchema } from '../../designer/codegen';
import { compileBoth, formWith } from '../../designer/codegen/testing';

const note: TextWidget = {
  type: 'text',
  name: '说明',
  key: 'text_1',
  model: 'notice',
  options: { defaultValue: '请如实填写', customClass: 'tip' },
};

describe('text codegen', () => {
  it('compiles in both libraries', () => {
    expect(compileBoth(formWith(note))).toEqual({ element: [], antd: [] });
  });

  it('shows the text under its label, with no prop and no key in the model', () => {
    expect(generate(formWith(note), { ui: 'element', format: 'vue' })).toContain(
      '<el-form-item label="说明" class="tip">\n      <span>请如实填写</span>\n    </el-form-item>',
    );
    expect(modelSchema(formWith(note)).properties).toEqual({});
  });
});
