import { describe, expect, it } from 'vitest';
import type { InputWidget } from '../../../schemas';
import { generate, modelSchema } from '../../designer/codegen';
import { compileBoth, formWith } from '../../designer/codegen/testing';

const input = (options: InputWidget['options'], rules: InputWidget['rules'] = []): InputWidget => ({
  type: 'input',
  name: '姓名',
  key: 'input_1',
  model: 'realname',
  options,
  rules,
});

describe('input codegen', () => {
  const full = input({
    width: '240px',
    placeholder: '请输入',
    defaultValue: '张三',
    clearable: true,
    required: true,
    dataType: 'email',
    pattern: '/^\\S+$/i',
    maxlength: 20,
    showWordLimit: true,
    disabled: true,
    readonly: true,
    hidden: true,
    customClass: 'wide',
  });

  it('compiles with every option in both libraries', () => {
    expect(compileBoth(formWith(full))).toEqual({ element: [], antd: [] });
    expect(compileBoth(formWith(input({ showPassword: true, dataType: 'integer' })))).toEqual({
      element: [],
      antd: [],
    });
  });

  it('carries the options onto el-input and a-input', () => {
    const element = generate(formWith(full), { ui: 'element', format: 'vue' });
    expect(element).toContain('<el-form-item label="姓名" prop="realname" class="wide" v-show="false">');
    expect(element).toMatch(
      /<el-input\s+v-model="model.realname"\s+placeholder="请输入"\s+clearable\s+:maxlength="20"\s+show-word-limit\s+disabled\s+readonly\s+style="width: 240px"/,
    );
    const antd = generate(formWith(full), { ui: 'antd', format: 'vue' });
    expect(antd).toMatch(
      /<a-input\s+v-model:value="model.realname"\s+placeholder="请输入"\s+allow-clear\s+:maxlength="20"\s+show-count/,
    );
  });

  it("writes the renderer's rules: required, type, pattern as a RegExp literal", () => {
    const code = generate(formWith(full), { ui: 'element', format: 'vue' });
    expect(code).toContain("{ required: true, message: '姓名必须填写', trigger: 'blur' },");
    expect(code).toContain("{ type: 'email', message: '姓名格式不正确', trigger: 'blur' },");
    expect(code).toContain("{ pattern: /^\\S+$/i, message: '姓名格式不匹配', trigger: 'blur' },");
  });

  it('binds a numeric dataType with .number; the model is a number or empty', () => {
    const design = formWith(input({ dataType: 'number', defaultValue: '3' }));
    expect(generate(design, { ui: 'element', format: 'vue' })).toContain('v-model.number="model.realname"');
    expect(generate(design, { ui: 'antd', format: 'vue' })).toContain(
      'v-model:value.number="model.realname"',
    );
    expect(generate(design, { ui: 'antd', format: 'vue' })).toContain('realname: 3,');
    expect(modelSchema(design).properties?.realname).toMatchObject({
      anyOf: [{ type: 'number' }, { const: '' }],
    });
  });

  it('draws a password box with showPassword', () => {
    const design = formWith(input({ showPassword: true }));
    expect(generate(design, { ui: 'element', format: 'vue' })).toContain('show-password');
    expect(generate(design, { ui: 'antd', format: 'vue' })).toContain('<a-input-password');
  });

  it('keeps a widget rule with its own message over the stated one, and drops an invalid pattern with a note', () => {
    const design = formWith(
      input({ required: true, pattern: '([' }, [{ required: true, message: '请填写姓名' }]),
    );
    const code = generate(design, { ui: 'element', format: 'vue' });
    expect(code).toContain("{ required: true, message: '请填写姓名', trigger: 'blur' },");
    expect(code).not.toContain('姓名必须填写');
    expect(code).toContain('// 校验正则无效，已忽略：([');
  });
});
