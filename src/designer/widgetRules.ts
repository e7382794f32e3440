import type { CheckboxWidget, RadioWidget, SelectWidget, TimeWidget } from '../../schemas';
import type { AnyDesign, AnyWidget } from '../runtime';
import { allWidgets, childLists, withChildLists } from './designOps';

/**
 * SPEC.md §4's rules for a widget's default value, and the 字段标识 check. They run wherever the option
 * changes — a panel edit, an import, a paste — so no saved design breaks them.
 */

/** The schema's FieldModel without its dotted form (a widget's model is one name, not a path). */
const MODEL = /^[A-Za-z_$][\w$]*$/;
const MODEL_MAX = 128;

/**
 * What is wrong with a 字段标识, in words an admin can act on, or null when it is usable: not empty, an
 * identifier (letters, digits, `_`, `$`, not starting with a digit), at most 128 long, no other widget's.
 *
 * @example
 * modelProblem(design, 'input_1', '部门 名称') // '字段标识只能包含英文字母、数字、_ 和 $，且不能以数字开头'
 */
export function modelProblem(design: AnyDesign, key: string, model: unknown): string | null {
  const text = typeof model === 'string' ? model : '';
  if (text === '') return '字段标识不能为空';
  if (!MODEL.test(text)) return '字段标识只能包含英文字母、数字、_ 和 $，且不能以数字开头';
  if (text.length > MODEL_MAX) return `字段标识最长 ${MODEL_MAX} 个字符`;
  if (allWidgets(design.list).some((w) => w.key !== key && w.model === text))
    return `字段标识已存在：${text}`;
  return null;
}

const isEmpty = (value: unknown) => value === '' || value == null;

/** The widgets whose default is one or more of their options. */
export type ChoiceWidget = SelectWidget | RadioWidget | CheckboxWidget;

/** Whether a widget is a choice widget (select, radio, checkbox). */
export const isChoice = (widget: AnyWidget): widget is ChoiceWidget =>
  widget.type === 'select' || widget.type === 'radio' || widget.type === 'checkbox';

type SelectDefault = SelectWidget['options']['defaultValue'];

/** A select's default as a list (multiple on) or one value (off): §4's wrap and first-item rules. */
function selectDefault(value: SelectDefault, multiple: boolean): SelectDefault {
  if (multiple) return Array.isArray(value) ? value : isEmpty(value) ? [] : [value];
  return Array.isArray(value) ? (value[0] ?? '') : value;
}

/** A time's default fits its range setting: a pair for a range, one time otherwise; else it is cleared. */
const timeDefaultFits = (value: unknown, range: boolean) => isEmpty(value) || Array.isArray(value) === range;

/** The widget (a choice or a time) with another default, of a shape its options allow. */
function withDefault<W extends ChoiceWidget | TimeWidget>(
  widget: W,
  defaultValue: W['options']['defaultValue'],
): W {
  return { ...widget, options: { ...widget.options, defaultValue } };
}

/** Where a choice widget's options come from: its static list, or one dictionary. */
function sourceOf(widget: ChoiceWidget): string {
  const options = widget.options ?? {};
  return options.optionSource === 'dict' ? `dict:${options.dictCode ?? ''}` : 'static';
}

/** No default, in the shape the widget stores: a list for a checkbox or a 多选 select, else ''. */
function withoutDefault(widget: ChoiceWidget): ChoiceWidget {
  if (widget.type === 'checkbox') return withDefault(widget, []);
  if (widget.type === 'select' && widget.options?.multiple === true) return withDefault(widget, []);
  return withDefault(widget, '');
}

/**
 * A widget whose default value fits its options, as §4 leaves it after a change from `before`: turning a
 * select's 多选 on wraps the default in a list and off takes the first item; turning a time's 范围选择
 * on or off clears the default; a choice widget whose options now come from elsewhere (静态选项 ↔ 字典,
 * another dictionary) loses its default. Without `before` (an import, a paste) a default of the wrong shape is
 * made to fit the same way. The widget is returned as it is when nothing needs to change.
 *
 * @example
 * applyDefaultRules({ type: 'select', options: { multiple: true, defaultValue: 'rd' }, ... }) // defaultValue ['rd']
 */
export function applyDefaultRules(widget: AnyWidget, before?: AnyWidget): AnyWidget {
  // Another source (静态选项 ↔ 字典, or another dictionary): the old default names an option that is gone.
  if (isChoice(widget) && before !== undefined && isChoice(before) && sourceOf(before) !== sourceOf(widget)) {
    const value = widget.options.defaultValue;
    if (!isEmpty(value) && !(Array.isArray(value) && value.length === 0)) return withoutDefault(widget);
  }
  if (widget.type === 'select' && 'defaultValue' in widget.options) {
    const { options } = widget;
    const multiple = Boolean(options.multiple);
    const changed = before?.type === 'select' && Boolean(before.options.multiple) !== multiple;
    const shapeWrong = Array.isArray(options.defaultValue) !== multiple && !isEmpty(options.defaultValue);
    if (changed || shapeWrong) {
      const next = selectDefault(options.defaultValue, multiple);
      return JSON.stringify(next) === JSON.stringify(options.defaultValue)
        ? widget
        : withDefault(widget, next);
    }
  }
  if (widget.type === 'time') {
    const { options } = widget;
    const range = Boolean(options.isRange);
    const changed = before?.type === 'time' && Boolean(before.options.isRange) !== range;
    const stale = changed && !isEmpty(options.defaultValue);
    if (stale || !timeDefaultFits(options.defaultValue, range)) return withDefault(widget, '');
  }
  return widget;
}

/**
 * Every widget of a design (containers included) with {@link applyDefaultRules}; untouched widgets and
 * lists keep their identity.
 *
 * @example
 * const { design } = readDesign(text); dispatch({ type: 'load', design: applyRulesToDesign(design) })
 */
export function applyRulesToDesign(design: AnyDesign): AnyDesign {
  const fixList = (list: AnyWidget[]): AnyWidget[] => {
    const next = list.map(fixWidget);
    return next.every((w, i) => w === list[i]) ? list : next;
  };
  const fixWidget = (widget: AnyWidget): AnyWidget => {
    const next = applyDefaultRules(widget);
    const lists = childLists(next);
    const fixed = lists.map(fixList);
    return fixed.every((list, i) => list === lists[i]) ? next : withChildLists(next, fixed);
  };
  const list = fixList(design.list);
  return list === design.list ? design : { ...design, list };
}

/**
 * The first widget whose 字段标识 cannot be saved, as a sentence naming the widget, or null. Saving asks
 * this first, so the admin reads what to fix instead of the schema's pattern.
 *
 * @example
 * saveProblem(design) // '「部门」的字段标识只能包含英文字母、数字、_ 和 $，且不能以数字开头'
 */
export function saveProblem(design: AnyDesign): string | null {
  const seen = new Set<string>();
  for (const widget of allWidgets(design.list)) {
    // Layout widgets (grid, card, tabs) have a model only as a name; the schema still checks it.
    const text = typeof widget.model === 'string' ? widget.model : '';
    const problem =
      text === ''
        ? '字段标识不能为空'
        : !MODEL.test(text)
          ? '字段标识只能包含英文字母、数字、_ 和 $，且不能以数字开头'
          : seen.has(text)
            ? `字段标识已存在：${text}`
            : null;
    seen.add(text);
    if (problem) return `「${widget.name || widget.key}」的${problem}`;
  }
  return null;
}

/** A raw pattern from a schema message (`应当匹配模式 "^…"`) in words: no admin should read a regex. */
export const withoutPatterns = (message: string) =>
  message.replace(/应当匹配模式\s*"(?:[^"\\]|\\.)*"/g, '格式不正确');
