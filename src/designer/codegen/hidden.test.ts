import { describe, expect, it } from 'vitest';
import type { Widget } from '../../../schemas';
import { generate } from './index';
import { hiddenAttrs } from './hidden';
import { compileBoth, formWith } from './testing';

const menuForm = (hidden: unknown): Widget[] => [
  {
    type: 'radio',
    name: '菜单类型',
    key: 'radio_1',
    model: 'menuType',
    options: { defaultValue: 1, options: [{ value: 1 }, { value: 2 }] },
  },
  {
    type: 'input',
    name: '菜单路径',
    key: 'input_1',
    model: 'url',
    options: { hidden } as Record<string, unknown>,
  } as Widget,
  {
    type: 'grid',
    key: 'grid_1',
    options: { hidden: "{{ $values.menuType !== 2 && $values.url != '' }}" },
    columns: [{ span: 24, list: [] }],
  } as Widget,
];

describe('hidden expressions in generated code', () => {
  it('prints the expression over model as v-if; true stays v-show="false"', () => {
    expect(hiddenAttrs('{{ $values.menuType === 2 }}')).toEqual({
      attrs: { 'v-if': '!(model.menuType === 2)' },
    });
    expect(hiddenAttrs("{{ $values.a.b ? !$values.c : $values['d'] > 1 }}").attrs['v-if']).toBe(
      "!(model.a?.b ? !model.c : (model['d'] > 1))",
    );
    expect(hiddenAttrs(true)).toEqual({ attrs: { 'v-show': 'false' } });
    expect(hiddenAttrs(false)).toEqual({ attrs: {} });
  });

  it('leaves the item shown, with a comment saying why, when the expression cannot be carried', () => {
    for (const source of ['{{ $user.id }}', '{{ $values.constructor }}', '{{ $values.a.includes(1) }}']) {
      const { attrs, note } = hiddenAttrs(source);
      expect(attrs).toEqual({});
      expect(note && 'comment' in note && note.comment).toMatch(/未生成.*该项总是显示/);
    }
  });

  it('puts v-if on the form item and the grid row, and the code compiles in both libraries', () => {
    const design = formWith(menuForm('{{ $values.menuType === 2 }}'));
    const element = generate(design, { ui: 'element', format: 'vue' });
    expect(element).toMatch(/<el-form-item label="菜单路径" prop="url" v-if="!\(model.menuType === 2\)">/);
    expect(element).toContain(`<el-row v-if="!((model.menuType !== 2) && (model.url != ''))">`);
    const html = generate(design, { ui: 'antd', format: 'html' });
    expect(html).toMatch(/<a-form-item label="菜单路径" name="url" v-if="!\(model.menuType === 2\)">/);
    expect(compileBoth(design)).toEqual({ element: [], antd: [] });
  });
});
