import { readFileSync, readdirSync } from 'node:fs';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import type { CrudWidget, FormDesign, InputWidget, PageDesign } from '../../../schemas';
import { FORM_WIDGET_TYPES, PAGE_WIDGET_TYPES } from '../../widgets/catalog';
import { generate, modelSchema, UnsupportedWidgetError } from './index';
import { compileBoth, compileSfc, formWith } from './testing';
import { initialModel, collectFields } from './model';
import { codegenOf } from './widgets';

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as FormDesign;
const EXAMPLES = readdirSync('examples')
  .filter((file) => file.endsWith('.design.json'))
  .map((file) => [file, read(`examples/${file}`)] as const);

describe('generate()', () => {
  it.each(FORM_WIDGET_TYPES)('has an emitter for the form widget %s, under its own type', (type) => {
    expect(codegenOf(type).type).toBe(type);
  });

  it.each(PAGE_WIDGET_TYPES)('has none for the page widget %s (docs/codegen.md)', (type) => {
    expect(() => codegenOf(type)).toThrow(UnsupportedWidgetError);
  });

  it.each(EXAMPLES)('compiles %s in both libraries with no error or warning', (_file, design) => {
    expect(compileBoth(design)).toEqual({ element: [], antd: [] });
  });

  it("generates a fork's design: an unknown widget is a comment placeholder, not a crash (issue 16)", () => {
    const design = read('schemas/fixtures/fork-design.json');
    expect(compileBoth(design)).toEqual({ element: [], antd: [] });
    const element = generate(design, { ui: 'element', format: 'vue' });
    expect(element).toContain('<!-- 不支持的控件：scanCode（请手写这一部分） -->');
    expect(element).toContain('<!-- 不支持的控件：childTable（请手写这一部分） -->');
    expect(element).not.toContain('model.scan');
    expect(element).toContain('v-model="model.deviceNo"');
  });

  it("carries the original's per-item label width (isLabelWidth, labelWidth) in both libraries (issue 16)", () => {
    const design = read('schemas/fixtures/form-making-options.json');
    expect(compileBoth(design)).toEqual({ element: [], antd: [] });
    expect(generate(design, { ui: 'element', format: 'vue' })).toMatch(
      /<el-form-item\s+label="申请人"\s+prop="applicant"\s+label-width="150px"/,
    );
    expect(generate(design, { ui: 'antd', format: 'vue' })).toContain(
      `:label-col="{ style: { width: '150px' } }"`,
    );
    // The form's own and the one item's: isLabelWidth false keeps the form's width.
    expect(generate(design, { ui: 'element', format: 'vue' }).match(/label-width=/g)).toHaveLength(2);
  });

  it("generates the original form-making designer's export (timestamps, remote cascader, '' spans)", () => {
    const design = read('schemas/fixtures/form-making-export.json');
    expect(compileBoth(design)).toEqual({ element: [], antd: [] });
    const element = generate(design, { ui: 'element', format: 'vue' });
    expect(element).toContain('v-model="model.input_1556246085000_70588"');
    expect(element).toContain('value-format="x"');
    expect(element).toContain(
      'async function func_1556246205000_58449(): Promise<Cascader_1556246205000_58449Option[]> {',
    );
    expect(element).toContain("{ required: true, message: '客户名称必须填写', trigger: 'blur' },");
    expect(element).toContain('<el-col :span="12" />');
  });

  it('starts every example model in the shape its schema (dougong types) describes', () => {
    const ajv = new Ajv({ allErrors: true });
    for (const [file, design] of EXAMPLES) {
      const initial = initialModel(collectFields(design.list, codegenOf));
      expect(ajv.validate(modelSchema(design), initial), `${file}: ${ajv.errorsText(ajv.errors)}`).toBe(true);
    }
  });

  it('honours config size, labelPosition, labelWidth and layout', () => {
    const input = { type: 'input', name: '名称', key: 'input_1', model: 'name', options: {} } as const;
    const element = generate(formWith(input, { size: 'mini', labelPosition: 'left', labelWidth: 120 }), {
      ui: 'element',
      format: 'vue',
    });
    expect(element).toMatch(/<el-form[^>]*label-width="120px"\s+label-position="left"\s+size="small"/);
    expect(
      generate(formWith(input, { size: 'medium', layout: 'vertical' }), { ui: 'element', format: 'vue' }),
    ).toMatch(/label-position="top"\s*>/);
    const antd = generate(
      formWith(input, { size: 'small', labelPosition: 'left', labelWidth: 80, customClass: 'narrow' }),
      { ui: 'antd', format: 'vue' },
    );
    expect(antd).toMatch(
      /layout="horizontal"\s+:label-col="\{ style: \{ width: '80px' \} \}"\s+label-align="left"\s+size="small"\s+class="narrow"/,
    );
    expect(antd).toContain(':wrapper-col="{ style: { marginLeft: \'80px\' } }"');
    expect(generate(formWith(input, { labelPosition: 'top' }), { ui: 'antd', format: 'vue' })).toContain(
      'layout="vertical"',
    );
  });

  it('validates then emits a copy of the model, and resets', () => {
    const code = generate(
      formWith({ type: 'switch', name: '启用', key: 'switch_1', model: 'on', options: {} }),
      { ui: 'antd', format: 'vue' },
    );
    expect(code).toContain('const emit = defineEmits<{ submit: [model: FormModel] }>();');
    expect(code).toContain('const valid = await formRef.value?.validate().then(() => true, () => false);');
    expect(code).toContain("if (valid) emit('submit', structuredClone(toRaw(model)));");
    expect(code).toContain('formRef.value?.resetFields();');
  });

  it('nests dotted models in the model and the rules', () => {
    const design = formWith({
      type: 'input',
      name: '城市',
      key: 'input_1',
      model: 'address.city',
      options: { required: true },
    });
    expect(modelSchema(design)).toMatchObject({
      properties: { address: { type: 'object', properties: { city: { type: 'string' } } } },
    });
    expect(compileBoth(design)).toEqual({ element: [], antd: [] });
    expect(generate(design, { ui: 'element', format: 'vue' })).toContain("'address.city': [");
    expect(generate(design, { ui: 'antd', format: 'vue' })).toContain(":name=\"['address', 'city']\"");
  });

  it('refuses page widgets with a clear error, inside a grid too', () => {
    const crud: CrudWidget = {
      type: 'crud',
      key: 'crud_1',
      options: { api: { list: '/sys/user/list' }, columns: [{ title: '账号', dataIndex: 'username' }] },
    };
    const page: PageDesign = { list: [crud], config: {} };
    expect(() => generate(page, { ui: 'element', format: 'vue' })).toThrow(UnsupportedWidgetError);
    expect(() => generate(page, { ui: 'element', format: 'vue' })).toThrow(/不支持控件类型 'crud'/);
    const grid: PageDesign = {
      list: [{ type: 'grid', key: 'grid_1', options: {}, columns: [{ span: 24, list: [crud] }] }],
    };
    expect(() => generate(grid, { ui: 'element', format: 'vue' })).toThrow(/不支持控件类型 'crud'/);
  });

  it('generates a page that holds only form widgets', () => {
    const input: InputWidget = { type: 'input', name: '名称', key: 'input_1', model: 'name', options: {} };
    const page: PageDesign = {
      list: [{ type: 'grid', key: 'grid_1', options: {}, columns: [{ span: 24, list: [input] }] }],
    };
    expect(generate(page, { ui: 'element', format: 'vue' })).toContain('v-model="model.name"');
  });

  it('compiles an empty form', () => {
    expect(compileSfc(generate({ list: [], config: {} }, { ui: 'element', format: 'vue' })).problems).toEqual(
      [],
    );
  });
});

describe('generate() as an HTML page', () => {
  const design = read('examples/small-form.design.json');

  it('loads the pinned majors from jsDelivr by default', () => {
    const element = generate(design, { ui: 'element', format: 'html' });
    expect(element).toContain(
      '<script src="https://cdn.jsdelivr.net/npm/vue@3/dist/vue.global.prod.js"></script>',
    );
    expect(element).toContain(
      '<link rel="stylesheet" href="https://cdn.jsdelivr.net/npm/element-plus@2/dist/index.css" />',
    );
    expect(element).toContain('.use(ElementPlus, { locale: ElementPlusLocaleZhCn })');
    const antd = generate(design, { ui: 'antd', format: 'html' });
    expect(antd.indexOf('dayjs@1/dayjs.min.js')).toBeLessThan(
      antd.indexOf('ant-design-vue@4/dist/antd-with-locales.min.js'),
    );
    expect(antd).toContain('dayjs@1/plugin/customParseFormat.js');
  });

  it('takes another address template or per-package roots', () => {
    expect(
      generate(design, { ui: 'element', format: 'html', cdn: 'https://unpkg.com/{name}@{major}/' }),
    ).toContain('src="https://unpkg.com/element-plus@2/dist/index.full.min.js"');
    const local = generate(design, {
      ui: 'antd',
      format: 'html',
      cdn: { vue: '/libs/vue', dayjs: '/libs/dayjs' },
    });
    expect(local).toContain('src="/libs/vue/dist/vue.global.prod.js"');
    expect(local).toContain(
      'src="https://cdn.jsdelivr.net/npm/ant-design-vue@4/dist/antd-with-locales.min.js"',
    );
  });

  it('mounts the same template and setup with Vue.createApp, showing the model on submit', () => {
    const page = generate(design, { ui: 'element', format: 'html' });
    const sfc = generate(design, { ui: 'element', format: 'vue' });
    // The same markup, wrapped at other columns because it sits deeper in the page.
    const flat = (markup: string) =>
      markup
        .replace(/\s+/g, ' ')
        .replace(/ (\/?>)/g, '$1')
        .trim();
    const template = /<template>\n([\s\S]*)\n<\/template>/
      .exec(sfc)![1]!
      .replace('@click="submit"', '@click="submit" id="submit"');
    const inline = /<script type="text\/x-template" id="dougong-form">\n([\s\S]*?)\n {4}<\/script>/.exec(
      page,
    )![1]!;
    expect(flat(inline)).toBe(flat(`${template}\n<pre id="model" v-if="submitted">{{ submitted }}</pre>`));
    expect(page).toContain("Vue.createApp({\n        template: '#dougong-form',");
    expect(page).toContain('if (valid) submitted.value = JSON.stringify(toRaw(model), null, 2);');
    expect(page).toMatch(/return \{ formRef, model, rules, submitted, submit, reset, sexOptions \};/);
    expect(page).not.toMatch(/: FormModel|<FormInstance>|import /);
  });
});
