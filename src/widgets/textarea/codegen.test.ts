import { describe, expect, it } from 'vitest';
import type { TextareaWidget } from '../../../schemas';
import { generate } from '../../designer/codegen';
import { compileBoth, formWith } from '../../designer/codegen/testing';

const textarea = (options: TextareaWidget['options']): TextareaWidget => ({
  type: 'textarea',
  name: '备注',
  key: 'textarea_1',
  model: 'remark',
  options,
});

describe('textarea codegen', () => {
  const full = textarea({
    rows: 3,
    maxlength: 200,
    showWordLimit: true,
    placeholder: '说明',
    required: true,
    pattern: '^.{2,}$',
    readonly: true,
  });

  it('compiles in both libraries', () => {
    expect(compileBoth(formWith(full))).toEqual({ element: [], antd: [] });
  });

  it('draws el-input type="textarea" / a-textarea with rows and the word count', () => {
    expect(generate(formWith(full), { ui: 'element', format: 'vue' })).toMatch(
      /<el-input\s+v-model="model.remark"\s+type="textarea"\s+:rows="3"\s+placeholder="说明"\s+:maxlength="200"\s+show-word-limit\s+readonly/,
    );
    expect(generate(formWith(full), { ui: 'antd', format: 'vue' })).toMatch(
      /<a-textarea\s+v-model:value="model.remark"\s+:rows="3"[\s\S]*show-count/,
    );
  });

  it('defaults to 5 rows and no limit when maxlength is -1', () => {
    const code = generate(formWith(textarea({ maxlength: -1, showWordLimit: true })), {
      ui: 'element',
      format: 'vue',
    });
    expect(code).toContain(':rows="5"');
    expect(code).not.toContain('maxlength');
  });
});
