/**
 * Issue 11, findings 4–6: what validate() refuses in a form or page design before anything draws it —
 * names that reach Object.prototype, nesting that would blow the validator's stack, and patterns that could
 * hang the filling user's tab. Browser, server and CLI all call this validate(), so they refuse the same.
 */
import { describe, expect, it } from 'vitest';
import { describeErrors, validate } from './index';

const input = (model = 'name', key = 'input_1') => ({
  type: 'input',
  name: '姓名',
  key,
  model,
  options: {},
});
const formOf = (...list: object[]) => ({ list, config: {} });
const grid = (inner: object, i = 0) => ({
  type: 'grid',
  key: `grid_${i}`,
  options: {},
  columns: [{ span: 24, list: [inner] }],
});
/** `levels` grids, each inside the one before, with an input inside the innermost. */
const nested = (levels: number) => {
  let inner: object = input();
  for (let i = levels; i > 0; i--) inner = grid(inner, i);
  return formOf(inner);
};
/** The JSON path of the widget `levels` grids deep. */
const pathAt = (levels: number) => '$.list[0]' + '.columns[0].list[0]'.repeat(levels);

const crud = (options: object) => ({
  type: 'crud',
  key: 'crud_1',
  options: {
    api: { list: '/sys/user/list' },
    columns: [{ title: '账号', dataIndex: 'username' }],
    ...options,
  },
});
const pageOf = (...list: object[]) => ({ list, config: {} });

describe('prototype names (finding 4)', () => {
  it.each([
    ['__proto__.polluted', '__proto__'],
    ['constructor.prototype.x', 'constructor'],
    ['a.prototype', 'prototype'],
    ['__proto__', '__proto__'],
  ])('refuses the model %j with a Chinese message at its path', (model, segment) => {
    const check = validate('FormDesign', formOf(input('ok'), { ...input(model, 'input_2') }));
    expect(check.ok).toBe(false);
    expect(check.errors).toEqual([
      {
        path: '$.list[1].model',
        message: `不能用 ${segment} 作字段名或路径的一段（它会改写所有对象共有的原型），请改名`,
      },
    ]);
  });

  it('refuses such a name inside grids, in keys, rules and remote mappings', () => {
    const select = {
      type: 'select',
      name: '城市',
      key: 'select_1',
      model: 'city',
      options: { remote: true, remoteFunc: 'funcCities', props: { value: '__proto__', label: 'name' } },
    };
    const equal = { ...input('again', 'input_3'), rules: [{ equalTo: 'constructor.prototype' }] };
    const check = validate('FormDesign', formOf(grid(input('x', 'prototype')), select, equal));
    expect(check.errors.map((e) => e.path)).toEqual([
      '$.list[0].columns[0].list[0].key',
      '$.list[1].options.props.value',
      '$.list[2].rules[0].equalTo',
    ]);
  });

  it('refuses page names the renderer reads or writes by: columns, params, remote sources, panes, trees', () => {
    const page = JSON.parse(
      JSON.stringify(
        pageOf(
          crud({
            rowKey: 'constructor',
            columns: [{ title: '坏', dataIndex: 'info.__proto__.x' }],
            params: { PARAM: '1' },
          }),
          { type: 'tabs', key: 'tabs_1', options: {}, tabs: [{ label: '页', key: 'prototype', list: [] }] },
          {
            type: 'tree',
            key: 'tree_1',
            model: 'depart',
            options: { api: '/sys/sysDepart/queryTreeList', fieldNames: { key: '__proto__' } },
          },
        ),
      ).replace('"PARAM"', '"__proto__"'),
    );
    page.config = JSON.parse('{"remote":{"constructor":{"api":"/sys/role/queryall"}}}');
    const paths = validate('PageDesign', page).errors.map((e) => e.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '$.list[0].options.rowKey',
        '$.list[0].options.columns[0].dataIndex',
        '$.list[0].options.params.__proto__',
        '$.list[1].tabs[0].key',
        '$.list[2].options.fieldNames.key',
        '$.config.remote.constructor',
      ]),
    );
  });

  it('refuses an own "__proto__" key anywhere in the JSON, as JSON.parse makes it', () => {
    const design = JSON.parse(
      '{"list":[{"type":"input","name":"a","key":"k","model":"a","options":{}}],"config":{}}',
    );
    design.list[0].options = JSON.parse('{"__proto__":{"polluted":1}}');
    const check = validate('FormDesign', design);
    expect(check.errors[0]).toEqual({
      path: '$.list[0].options.__proto__',
      message: '不能用 __proto__ 作属性名（它会改写所有对象共有的原型），请删掉',
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('still accepts ordinary dotted models and names that only contain the words', () => {
    const check = validate(
      'FormDesign',
      formOf(input('user.profile_constructor'), input('prototypes', 'k2')),
    );
    expect(check).toEqual({ ok: true, errors: [] });
  });
});

describe('nesting depth (finding 5)', () => {
  it('accepts a widget inside 32 containers', () => {
    expect(validate('FormDesign', nested(32))).toEqual({ ok: true, errors: [] });
  });

  it('refuses a widget inside 33 containers, naming where the limit is passed', () => {
    const check = validate('FormDesign', nested(33));
    expect(check.errors).toEqual([
      {
        path: pathAt(33),
        message: '嵌套超过 32 层（栅格、标签页、卡片、增删改查及按钮里的表单或页面各算一层），请减少嵌套',
      },
    ]);
  });

  it.each([833, 834, 5000])('answers %i levels with the same error instead of a stack overflow', (levels) => {
    const check = validate('FormDesign', nested(levels));
    expect(check.ok).toBe(false);
    expect(describeErrors(check.errors)).toContain(`${pathAt(33)}: 嵌套超过 32 层`);
  });

  it('counts tabs, cards, crud forms and drawer pages as levels of a page', () => {
    const tabs = (inner: object) => ({
      type: 'tabs',
      key: 'tabs_1',
      options: {},
      tabs: [{ label: '页', key: 'p', list: [inner] }],
    });
    const card = (inner: object) => ({ type: 'card', key: 'card_1', options: {}, list: [inner] });
    const drawer = (inner: object) => ({
      type: 'button',
      key: 'button_1',
      options: { action: { label: '打开', kind: 'drawer', page: { list: [inner] } } },
    });
    const wrap = (levels: number) => {
      let inner: object = crud({ form: formOf(input()) });
      for (let i = 0; i < levels; i++) inner = [tabs, card, drawer][i % 3]!(inner);
      return pageOf(inner);
    };
    // The crud holds the input: 31 wrappers + the crud = 32 containers around it.
    expect(validate('PageDesign', wrap(31))).toEqual({ ok: true, errors: [] });
    const check = validate('PageDesign', wrap(32));
    expect(check.ok).toBe(false);
    expect(check.errors[0]!.path).toMatch(/\.options\.form\.list\[0\]$/);
  });

  it('refuses JSON nested past any sensible design without overflowing the stack', () => {
    const design = formOf(input()) as { list: Array<Record<string, unknown>> };
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    design.list[0]!.options = { defaultValue: deep };
    const check = validate('FormDesign', design);
    expect(check.ok).toBe(false);
    expect(check.errors[0]!.message).toBe('JSON 嵌套超过 400 层，请简化');
  });
});

describe('patterns (finding 6)', () => {
  const withPattern = (options: object, rules?: object[]) =>
    formOf({ ...input(), options, ...(rules ? { rules } : {}) });

  it.each([
    ['^(a+)+$', '$.list[0].options.pattern'],
    ['/^(\\w+\\s?)*$/i', '$.list[0].options.pattern'],
  ])('refuses %j in options.pattern: it could hang the tab', (pattern, path) => {
    expect(validate('FormDesign', withPattern({ pattern })).errors).toEqual([
      { path, message: `正则表达式可能导致浏览器卡死（嵌套的重复）：${pattern}，请改写` },
    ]);
  });

  it('refuses it in a rule too, and a pattern that is not a regular expression', () => {
    const check = validate('FormDesign', withPattern({}, [{ pattern: '(a*)*b' }, { pattern: '([a-z' }]));
    expect(check.errors).toEqual([
      {
        path: '$.list[0].rules[0].pattern',
        message: '正则表达式可能导致浏览器卡死（嵌套的重复）：(a*)*b，请改写',
      },
      { path: '$.list[0].rules[1].pattern', message: '正则表达式无法解析：([a-z，请检查括号、方括号与转义' },
    ]);
  });

  it('keeps the ordinary patterns of SPEC §5, bare or as form-making literals', () => {
    const patterns = ['^1[3-9]\\d{9}$', '/^\\d{6}$/', '/^[a-z]+$/i', '^[\\u4e00-\\u9fa5]{2,8}$', ''];
    for (const pattern of patterns)
      expect(validate('FormDesign', withPattern({ pattern }, [{ pattern, message: '格式不对' }]))).toEqual({
        ok: true,
        errors: [],
      });
  });
});
