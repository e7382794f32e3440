import { describe, expect, it } from 'vitest';
import type { CheckboxWidget, FormDesign, SelectOptions, SelectWidget } from '../../schemas';
import { selectDesign } from '../widgets/select/design';
import { timeDesign } from '../widgets/time/design';
import { inputDesign } from '../widgets/input/design';
import { addWidget, ROOT } from './designOps';
import { designerReducer, emptyDesign, initDesigner, isDirty } from './designerStore';
import {
  applyDefaultRules,
  applyRulesToDesign,
  modelProblem,
  saveProblem,
  withoutPatterns,
} from './widgetRules';

const select = (options: SelectOptions): SelectWidget => ({
  type: 'select',
  name: '部门',
  key: 'select_1',
  model: 'dept',
  options: { ...selectDesign.scaffold.options, ...options },
});

describe('SPEC §4 default rules', () => {
  it('fit an imported or pasted design: a multiple select gets a list, a single one a value, a range time no stale time', () => {
    const design: FormDesign = {
      list: [
        select({ multiple: true, defaultValue: 'rd' }),
        { ...select({ multiple: false, defaultValue: ['rd', 'mkt'] }), key: 'select_2', model: 'd2' },
        {
          type: 'grid',
          name: '栅格',
          key: 'grid_1',
          model: 'grid_1',
          options: {},
          columns: [
            {
              span: 12,
              list: [
                {
                  ...timeDesign.scaffold,
                  key: 'time_1',
                  model: 'time_1',
                  options: { isRange: true, defaultValue: '09:00:00' },
                },
              ],
            },
          ],
        },
      ],
      config: {},
    };
    const fixed = applyRulesToDesign(design);
    expect(fixed.list[0]).toMatchObject({ options: { defaultValue: ['rd'] } });
    expect(fixed.list[1]).toMatchObject({ options: { defaultValue: 'rd' } });
    expect(fixed.list[2]).toMatchObject({ columns: [{ list: [{ options: { defaultValue: '' } }] }] });
    expect(applyRulesToDesign(fixed)).toBe(fixed);
  });

  it('run when an import loads', () => {
    const state = designerReducer(initDesigner(), {
      type: 'load',
      design: { list: [select({ multiple: true, defaultValue: 'rd' })], config: {} },
      keepHistory: true,
    });
    expect(state.history.present.list[0]).toMatchObject({ options: { defaultValue: ['rd'] } });
  });
});

describe('字段标识 check', () => {
  const design = addWidget(emptyDesign(), inputDesign.scaffold, ROOT, 0).design;
  it.each([
    ['', '字段标识不能为空'],
    ['部门 名称', '字段标识只能包含英文字母、数字、_ 和 $，且不能以数字开头'],
    ['1abc', '字段标识只能包含英文字母、数字、_ 和 $，且不能以数字开头'],
    ['a'.repeat(129), '字段标识最长 128 个字符'],
    ['input_1', '字段标识已存在：input_1'],
  ])('refuses %j', (model, message) => expect(modelProblem(design, 'other', model)).toBe(message));
  it('accepts an identifier, and a widget its own model', () => {
    expect(modelProblem(design, 'other', 'applicantName')).toBeNull();
    expect(modelProblem(design, 'input_1', 'input_1')).toBeNull();
  });
});

describe('the option source of a choice widget', () => {
  it('changing (静态选项 → 字典, one dictionary → another) clears a default that named a static option', () => {
    const staticOne = select({ defaultValue: 'rd' });
    const dict = select({ defaultValue: 'rd', optionSource: 'dict', dictCode: 'sex' });
    expect(applyDefaultRules(dict, staticOne)).toMatchObject({ options: { defaultValue: '' } });
    const many = select({
      multiple: true,
      defaultValue: ['1'],
      optionSource: 'dict',
      dictCode: 'user_status',
    });
    expect(applyDefaultRules(many, { ...many, options: { ...many.options, dictCode: 'sex' } })).toMatchObject(
      { options: { defaultValue: [] } },
    );
    const checkbox: CheckboxWidget = {
      ...many,
      type: 'checkbox',
      options: { defaultValue: ['a'], optionSource: 'static' },
    };
    expect(
      applyDefaultRules(checkbox, { ...checkbox, options: { ...checkbox.options, optionSource: 'dict' } }),
    ).toMatchObject({ options: { defaultValue: [] } });
  });

  it('unchanged, keeps the default (a default picked for the dictionary stays)', () => {
    const dict = select({ defaultValue: '1', optionSource: 'dict', dictCode: 'sex' });
    expect(applyDefaultRules(dict, dict)).toBe(dict);
    expect(applyDefaultRules(dict)).toBe(dict);
  });
});

describe('panel edits in the store', () => {
  const added = designerReducer(initDesigner(), {
    type: 'add',
    scaffold: inputDesign.scaffold,
    list: ROOT,
    index: 0,
  });
  const paths = ['name', 'model', 'options.placeholder', 'options.required'];
  const textPaths = ['name', 'model', 'options.placeholder'];
  const edit = (state: typeof added, options: Record<string, unknown>, model = 'input_1') =>
    designerReducer(state, {
      type: 'edit',
      key: 'input_1',
      values: { name: '单行文本', model, options: { ...state.history.present.list[0]!.options, ...options } },
      paths,
      textPaths,
    });

  it('merge keystrokes in one box into one step; a switch is a step of its own', () => {
    let state = added;
    for (const text of ['请', '请输', '请输入']) state = edit(state, { placeholder: text });
    state = edit(state, { required: true });
    state = edit(state, { required: false });
    expect(state.history.past).toHaveLength(4);
    state = designerReducer(state, { type: 'undo' });
    expect(state.history.present.list[0]).toMatchObject({ options: { required: true } });
    state = designerReducer(state, { type: 'undo' });
    state = designerReducer(state, { type: 'undo' });
    expect(state.history.present.list[0]).toMatchObject({ options: { placeholder: '' } });
    expect(state.history.present.list).toHaveLength(1);
  });

  it('never stores a refused 字段标识, and keeps the panel as typed (no sync)', () => {
    const state = edit(added, {}, '部门 名称');
    expect(state).toBe(added);
  });

  it('count as unsaved work until saved; undoing back to the saved design is not', () => {
    const typed = edit(added, { placeholder: 'x' });
    expect(isDirty(typed)).toBe(true);
    const saved = designerReducer(typed, { type: 'saved', design: typed.history.present });
    expect(isDirty(saved)).toBe(false);
    expect(isDirty(designerReducer(saved, { type: 'undo' }))).toBe(true);
    expect(isDirty(initDesigner())).toBe(false);
  });
});

describe('saving', () => {
  it('names the widget whose 字段标识 cannot be saved, in words', () => {
    const design: FormDesign = {
      list: [
        { type: 'input', name: '姓名', key: 'input_1', model: 'name', options: {} },
        { type: 'input', name: '部门', key: 'input_2', model: '部门 名称', options: {} },
      ],
      config: {},
    };
    expect(saveProblem(design)).toBe('「部门」的字段标识只能包含英文字母、数字、_ 和 $，且不能以数字开头');
    expect(saveProblem({ ...design, list: [design.list[0]!] })).toBeNull();
  });

  it('never shows a schema pattern', () => {
    expect(
      withoutPatterns('$.list[1].model: 应当匹配模式 "^[A-Za-z_$][\\\\w$]*(\\\\.[A-Za-z_$][\\\\w$]*)*$"'),
    ).toBe('$.list[1].model: 格式不正确');
  });
});
