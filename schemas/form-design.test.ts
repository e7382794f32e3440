import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import schema from './form-design.schema.json';
import { describeErrors, validate, type FormDesign, type Widget } from './index';
import { FORM_WIDGET_SCHEMAS } from './widgets';

const here = dirname(fileURLToPath(import.meta.url));
const fixture = (path: string): unknown => JSON.parse(readFileSync(join(here, 'fixtures', path), 'utf8'));

const WIDGET_TYPES = [
  'input',
  'textarea',
  'number',
  'radio',
  'checkbox',
  'time',
  'date',
  'rate',
  'color',
  'select',
  'switch',
  'slider',
  'text',
  'blank',
  'imgupload',
  'editor',
  'cascader',
  'grid',
];
/** Dougong's own form widgets beside SPEC §3's 18 (in the union before grid). */
const EXTENSION_TYPES = ['icon-select', 'user-select', 'depart-select', 'subtable'];

type Defs = Record<string, { properties: Record<string, { default?: unknown }> }>;
/** Every definition by name: form-design's own, and each widget file's widget (its root) and definitions. */
const defs = Object.fromEntries([
  ...Object.entries(schema.definitions),
  ...FORM_WIDGET_SCHEMAS.flatMap((file) => [[file.title, file], ...Object.entries(file.definitions)]),
]) as unknown as Defs;
/** The widget a branch of the union names: `widgets/input.schema.json` → InputWidget. */
const widgetOf = (ref: string) =>
  FORM_WIDGET_SCHEMAS.find((file) => file.$id.endsWith(`/${ref}`))?.title ?? ref;
const defaultOf = (definition: string, property: string) => defs[definition].properties[property].default;

/** Every widget of a design, grids' contents included, depth first. */
function widgets(list: readonly Widget[]): Widget[] {
  return list.flatMap((w) => [w, ...(w.type === 'grid' ? w.columns.flatMap((c) => widgets(c.list)) : [])]);
}

const oneWidget = (widget: object) => ({ list: [widget], config: {} });
const errorsOf = (design: unknown) => validate('FormDesign', design).errors;

describe('form-design.schema.json', () => {
  it('lists the 18 widget types of SPEC §3 and the extensions as a union discriminated on type', () => {
    const refs = schema.definitions.Widget.oneOf.map((branch) => widgetOf(branch.$ref));
    const tags = refs.map((name) => (defs[name].properties.type as { const?: string }).const);
    expect(tags).toEqual([...WIDGET_TYPES.slice(0, -1), ...EXTENSION_TYPES, 'grid']);
    expect(schema.definitions.Widget.discriminator).toEqual({ propertyName: 'type' });
  });

  it('documents the designer defaults of SPEC §9', () => {
    expect(defaultOf('RateOptions', 'max')).toBe(5);
    expect([defaultOf('SliderOptions', 'min'), defaultOf('SliderOptions', 'max')]).toEqual([0, 100]);
    expect(defaultOf('SliderOptions', 'step')).toBe(1);
    expect(defaultOf('TimeOptions', 'format')).toBe('HH:mm:ss');
    expect(defaultOf('DateOptions', 'format')).toBe('yyyy-MM-dd');
    expect(defaultOf('TextareaOptions', 'rows')).toBe(5);
    expect(defaultOf('ImguploadOptions', 'length')).toBe(8);
    expect(defaultOf('ImageSize', 'width')).toBe(100);
    expect(defaultOf('ImageSize', 'height')).toBe(100);
    expect(defaultOf('GridWidget', 'columns')).toEqual([
      { span: 12, list: [] },
      { span: 12, list: [] },
    ]);
    expect(defaultOf('GridColumn', 'span')).toBe(12);
    expect(defaultOf('BlankOptions', 'defaultType')).toBe('String');
  });
});

describe('fixtures', () => {
  it('every-widget.design.json is valid and uses all 18 types, a nested grid and generated rules', () => {
    const design = fixture('every-widget.design.json') as FormDesign;
    expect(errorsOf(design)).toEqual([]);
    const all = widgets(design.list);
    expect(new Set(all.map((w) => w.type))).toEqual(new Set(WIDGET_TYPES));
    const grids = all.filter((w) => w.type === 'grid');
    expect(grids.some((g) => widgets(g.columns.flatMap((c) => c.list)).some((w) => w.type === 'grid'))).toBe(
      true,
    );
    const rules = all.flatMap((w) => w.rules ?? []);
    expect(rules.some((r) => r.required)).toBe(true);
    expect(rules.some((r) => r.pattern)).toBe(true);
    expect(rules.some((r) => r.type === 'email')).toBe(true);
  });

  it('form-making-export.json, as the original designer saved it with time-based keys, loads', () => {
    const design = fixture('form-making-export.json') as FormDesign;
    expect(errorsOf(design)).toEqual([]);
    const fields = widgets(design.list).filter((w) => w.type !== 'grid');
    expect(fields.length).toBeGreaterThan(17);
    for (const w of fields) {
      expect(w.key).toMatch(/^\d{13}_\d{1,5}$/);
      expect(w.model).toBe(`${w.type}_${w.key}`);
    }
  });

  // Each broken design and the one error it must produce: the exact path and what an admin reads there.
  const INVALID: Record<string, { path: string; message: RegExp }> = {
    'unknown-type.json': { path: '$.list[1].type', message: /^应当是 input、textarea、.*、grid 之一$/ },
    'grid-span-30.json': { path: '$.list[2].columns[1].span', message: /24/ },
    'missing-model.json': { path: '$.list[0].model', message: /必需属性 model/ },
    'select-options-not-array.json': { path: '$.list[0].options.options', message: /^应当是数组$/ },
    'misspelt-option.json': {
      path: '$.list[0].columns[0].list[0].options.plceholder',
      message: /额外的属性.*placeholder/,
    },
    'qiniu-without-token-func.json': { path: '$.list[0].options.tokenFunc', message: /必需属性 tokenFunc/ },
  };

  it('has an expectation for every invalid fixture', () => {
    expect(readdirSync(join(here, 'fixtures/invalid')).sort()).toEqual(Object.keys(INVALID).sort());
  });

  for (const [file, expected] of Object.entries(INVALID)) {
    it(`invalid/${file} fails with one error at ${expected.path}`, () => {
      const errors = errorsOf(fixture(`invalid/${file}`));
      expect(errors).toHaveLength(1);
      expect(errors[0].path).toBe(expected.path);
      expect(errors[0].message).toMatch(expected.message);
    });
  }
});

describe('validating designs', () => {
  const input = (options: object, extra: object = {}) =>
    oneWidget({ type: 'input', name: '姓名', key: 'input_1', model: 'realname', options, ...extra });

  it('accepts readable and original time-based keys and models, and dotted model paths', () => {
    expect(errorsOf(input({}, { key: '1556246085000_70588', model: 'input_1556246085000_70588' }))).toEqual(
      [],
    );
    expect(errorsOf(input({}, { model: 'options.placeholder' }))).toEqual([]);
  });

  it.each(['user-name', '1abc', 'a[0]', 'a.', 'a b', ''])('rejects the model %j', (model) => {
    expect(errorsOf(input({}, { model })).map((e) => e.path)).toEqual(['$.list[0].model']);
  });

  it('rejects a key with characters that are not safe in ids', () => {
    expect(errorsOf(input({}, { key: 'input 1' })).map((e) => e.path)).toEqual(['$.list[0].key']);
  });

  it('reports a missing type as the list of allowed types', () => {
    const errors = errorsOf(oneWidget({ name: '姓名', key: 'k', model: 'm', options: {} }));
    expect(errors).toHaveLength(1);
    expect(errors[0].path).toBe('$.list[0].type');
    expect(errors[0].message).toContain('imgupload');
  });

  it('checks options against the widget type only: one error for a bad date mode', () => {
    const design = oneWidget({ type: 'date', name: '日期', key: 'd', model: 'd', options: { type: 'week' } });
    expect(describeErrors(errorsOf(design))).toBe(
      '$.list[0].options.type: 应当是 year、month、date、dates、datetime、datetimerange、daterange 之一',
    );
  });

  it('does not take another widget type’s options', () => {
    expect(describeErrors(errorsOf(input({ allowHalf: true })))).toBe(
      '$.list[0].options.allowHalf: 不允许有额外的属性',
    );
  });

  it('names the fitting branch of a union, or lists the shapes when none fits', () => {
    const grid = (span: unknown) =>
      oneWidget({ type: 'grid', key: 'g', options: {}, columns: [{ span, list: [] }] });
    expect(errorsOf(grid(''))).toEqual([]);
    expect(errorsOf(grid(25))).toEqual([{ path: '$.list[0].columns[0].span', message: '应当为 <= 24' }]);
    expect(errorsOf(grid('half'))).toEqual([
      { path: '$.list[0].columns[0].span', message: '应当是 整数 或 空串' },
    ]);
  });

  it('follows nested grids to the widget at fault', () => {
    const inner = { type: 'number', name: '数量', key: 'n', model: 'n', options: { step: 0 } };
    const nested = {
      type: 'grid',
      key: 'g2',
      options: {},
      columns: [{ span: 24, list: [inner] }],
    };
    const design = oneWidget({
      type: 'grid',
      key: 'g1',
      options: {},
      columns: [{ span: 24, list: [nested] }],
    });
    expect(errorsOf(design).map((e) => e.path)).toEqual([
      '$.list[0].columns[0].list[0].columns[0].list[0].options.step',
    ]);
  });

  it('leaves the 0–100 limit of SPEC §5 to the designer panel: hand-written designs may go beyond', () => {
    const number = (options: object) =>
      oneWidget({ type: 'number', name: '排序', key: 'n', model: 'n', options });
    expect(errorsOf(number({ min: -1, max: 9999, step: 10 }))).toEqual([]);
    expect(errorsOf(number({ min: '', max: '' }))).toEqual([]);
    expect(errorsOf(number({ min: 'low', step: 0 })).map((e) => e.path)).toEqual([
      '$.list[0].options.min',
      '$.list[0].options.step',
    ]);
  });

  it('needs an action for server upload and domain plus tokenFunc for cloud upload (SPEC §5)', () => {
    const image = (options: object) =>
      oneWidget({ type: 'imgupload', name: '照片', key: 'i', model: 'i', options });
    expect(errorsOf(image({ isQiniu: false, action: '/platform/sys/common/upload' }))).toEqual([]);
    expect(errorsOf(image({ isQiniu: false, action: '' })).map((e) => e.path)).toEqual([
      '$.list[0].options.action',
    ]);
    expect(
      errorsOf(image({ isQiniu: true, domain: 'https://cdn.example.com/', tokenFunc: 'getToken' })),
    ).toEqual([]);
  });

  it('types defaultValue per widget', () => {
    const check = (type: string, defaultValue: unknown) =>
      errorsOf(oneWidget({ type, name: 'x', key: 'x', model: 'x', options: { defaultValue } })).length;
    expect(check('checkbox', ['a', 1])).toBe(0);
    expect(check('checkbox', 'a')).toBe(1);
    expect(check('switch', 'true')).toBe(1);
    expect(check('time', ['09:00:00', '18:00:00'])).toBe(0);
    expect(check('time', ['09:00:00'])).toBe(1);
    expect(check('slider', [10, 20])).toBe(0);
    expect(check('rate', null)).toBe(0);
    expect(check('date', 1700000000000)).toBe(0);
  });

  it('rejects a rule that is not one of the designer-generated kinds', () => {
    const errors = errorsOf(input({}, { rules: [{ type: 'phone', message: '手机号格式不正确' }] }));
    expect(errors.map((e) => e.path)).toEqual(['$.list[0].rules[0].type']);
  });

  it('checks the form config', () => {
    const design = { list: [], config: { ui: 'element', tableName: 'users; drop table x' } };
    expect(errorsOf(design).map((e) => e.path)).toEqual(['$.config.tableName', '$.config.ui']);
    expect(validate('FormConfig', { ui: 'Ant Design', size: 'mini', layout: 'vertical' }).ok).toBe(true);
  });

  it('gives generated types a caller can build designs with', () => {
    const design: FormDesign = {
      list: [
        {
          type: 'grid',
          key: 'grid_1',
          options: { gutter: 8 },
          columns: [
            { span: 24, list: [{ type: 'switch', name: '启用', key: 'k', model: 'on', options: {} }] },
          ],
        },
      ],
      config: { ui: 'Element' },
    };
    expect(validate('FormDesign', design).ok).toBe(true);
  });
});
