import { describe, expect, it } from 'vitest';
import type { IconSelectWidget } from '../../../schemas';
import { generate, modelSchema } from '../../designer/codegen';
import { compileBoth, formWith } from '../../designer/codegen/testing';

const icon = (options: IconSelectWidget['options']): IconSelectWidget => ({
  type: 'icon-select',
  name: '菜单图标',
  key: 'icon_select_1',
  model: 'icon',
  options,
});

describe('icon-select codegen', () => {
  const full = icon({ defaultValue: 'UserOutlined', width: '240px', required: true, disabled: true });

  it('compiles in both libraries', () => {
    expect(compileBoth(formWith(full))).toEqual({ element: [], antd: [] });
  });

  it('emits a text box for the icon name, with a comment where a picker goes', () => {
    const element = generate(formWith(full), { ui: 'element', format: 'vue' });
    expect(element).toContain('<!-- 图标选择：这里先用输入框填写图标名');
    expect(element).toMatch(
      /<el-input\s+v-model="model.icon"\s+placeholder="图标名，如 SettingOutlined"\s+clearable\s+disabled/,
    );
    expect(element).toContain("icon: 'UserOutlined',");
    const antd = generate(formWith(icon({})), { ui: 'antd', format: 'html' });
    expect(antd).toMatch(/<a-input\s+v-model:value="model.icon"/);
    expect(modelSchema(formWith(full)).properties?.icon).toMatchObject({ type: 'string' });
  });
});
