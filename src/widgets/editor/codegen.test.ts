import { describe, expect, it } from 'vitest';
import type { EditorWidget } from '../../../schemas';
import { generate } from '../../designer/codegen';
import { compileBoth, formWith } from '../../designer/codegen/testing';

const editor = (options: EditorWidget['options']): EditorWidget => ({
  type: 'editor',
  name: '正文',
  key: 'editor_1',
  model: 'content',
  options,
});

describe('editor codegen', () => {
  it('compiles in both libraries', () => {
    expect(
      compileBoth(formWith(editor({ height: '300px', defaultValue: '<p>你好</p>', required: true }))),
    ).toEqual({ element: [], antd: [] });
  });

  it('falls back to a textarea holding the HTML, with a note where a rich-text component goes', () => {
    const code = generate(formWith(editor({ height: '300px', defaultValue: '<p>你好</p>' })), {
      ui: 'element',
      format: 'vue',
    });
    expect(code).toContain('<!-- 富文本：');
    expect(code).toContain(':input-style="{ height: \'300px\' }"');
    expect(code).toContain("content: '<p>你好<\\/p>',");
    expect(generate(formWith(editor({})), { ui: 'antd', format: 'vue' })).toContain(
      '<a-textarea v-model:value="model.content" :rows="10" />',
    );
  });
});
