/**
 * Every form widget type's code generator (STYLE.md rule 2): each lives in its widget's folder (rule 3);
 * the table is keyed by the catalog's form widget types, so a type without its generator, or a generator
 * under another type, does not compile. Page widgets have none (docs/codegen.md).
 */
import type { FormDesign, PageDesign, PageItem, Widget } from '../../../schemas';
import { blankCodegen } from '../../widgets/blank/codegen';
import { cascaderCodegen } from '../../widgets/cascader/codegen';
import { checkboxCodegen } from '../../widgets/checkbox/codegen';
import { colorCodegen } from '../../widgets/color/codegen';
import { dateCodegen } from '../../widgets/date/codegen';
import { editorCodegen } from '../../widgets/editor/codegen';
import { gridCodegen } from '../../widgets/grid/codegen';
import { iconSelectCodegen } from '../../widgets/icon-select/codegen';
import { userSelectCodegen } from '../../widgets/user-select/codegen';
import { departSelectCodegen } from '../../widgets/depart-select/codegen';
import { subtableCodegen } from '../../widgets/subtable/codegen';
import { imguploadCodegen } from '../../widgets/imgupload/codegen';
import { inputCodegen } from '../../widgets/input/codegen';
import { numberCodegen } from '../../widgets/number/codegen';
import { radioCodegen } from '../../widgets/radio/codegen';
import { rateCodegen } from '../../widgets/rate/codegen';
import { selectCodegen } from '../../widgets/select/codegen';
import { sliderCodegen } from '../../widgets/slider/codegen';
import { switchCodegen } from '../../widgets/switch/codegen';
import { textCodegen } from '../../widgets/text/codegen';
import { textareaCodegen } from '../../widgets/textarea/codegen';
import { timeCodegen } from '../../widgets/time/codegen';
import { isFormWidgetType, PAGE_WIDGET_TYPES, type FormWidgetType } from '../../widgets/catalog';
import { comment } from './markup';
import type { WidgetCodegen } from './types';

const WIDGET_CODEGENS: { readonly [T in FormWidgetType]: WidgetCodegen<Extract<Widget, { type: T }>> } = {
  input: inputCodegen,
  textarea: textareaCodegen,
  number: numberCodegen,
  radio: radioCodegen,
  checkbox: checkboxCodegen,
  time: timeCodegen,
  date: dateCodegen,
  rate: rateCodegen,
  color: colorCodegen,
  select: selectCodegen,
  switch: switchCodegen,
  slider: sliderCodegen,
  text: textCodegen,
  blank: blankCodegen,
  imgupload: imguploadCodegen,
  editor: editorCodegen,
  cascader: cascaderCodegen,
  'icon-select': iconSelectCodegen,
  'user-select': userSelectCodegen,
  'depart-select': departSelectCodegen,
  subtable: subtableCodegen,
  grid: gridCodegen,
};

const PAGE_TYPES: ReadonlySet<string> = new Set(PAGE_WIDGET_TYPES);

/**
 * A widget type Dougong does not know (a fork's childTable or scanCode, kept by a lenient import): a
 * comment where it stood, for the developer to write by hand, and nothing in the model.
 */
function foreignCodegen(type: string): WidgetCodegen {
  return {
    type: type as FormWidgetType,
    field: () => null,
    render: () => [comment(`不支持的控件：${type}（请手写这一部分）`)],
  };
}

/**
 * The generator of a widget type; UnsupportedWidgetError for a page widget (crud, tree …), a comment
 * placeholder for a type Dougong does not know.
 *
 * @example
 * codegenOf('input').field(widget) // { schema: { type: 'string' }, initial: '' }
 * codegenOf('childTable').render(widget, ctx) // [{ comment: '不支持的控件：childTable（请手写这一部分）' }]
 */
export function codegenOf(type: string): WidgetCodegen {
  if (isFormWidgetType(type)) return WIDGET_CODEGENS[type];
  if (PAGE_TYPES.has(type)) throw new UnsupportedWidgetError(type);
  return foreignCodegen(type);
}

/** A design holds a widget the generator has no emitter for (a page widget such as crud). */
export class UnsupportedWidgetError extends Error {
  constructor(readonly widgetType: string) {
    super(`代码生成不支持控件类型 '${widgetType}'：只支持表单控件（SPEC §3 的 18 种）`);
    this.name = 'UnsupportedWidgetError';
  }
}

/** The type of the first page widget in `item` (itself, or inside a grid's columns), if any. */
function pageWidgetIn(item: PageItem): string | undefined {
  if (PAGE_TYPES.has(item.type)) return item.type;
  if (item.type !== 'grid') return undefined;
  for (const column of item.columns ?? [])
    for (const inner of column.list ?? []) {
      const found = pageWidgetIn(inner);
      if (found !== undefined) return found;
    }
  return undefined;
}

function assertFormWidget(item: PageItem): asserts item is Widget {
  const type = pageWidgetIn(item);
  if (type !== undefined) throw new UnsupportedWidgetError(type);
}

/**
 * A page that holds only form widgets, as the form design it then is; UnsupportedWidgetError naming the
 * first page widget otherwise (grids are searched through).
 *
 * @example
 * formDesignOf({ list: [input], config: {} }) // { list: [input], config: {} }
 * formDesignOf({ list: [crud] })              // throws: 代码生成不支持控件类型 'crud'…
 */
export function formDesignOf(design: FormDesign | PageDesign): FormDesign {
  const list = design.list.map((item) => {
    assertFormWidget(item);
    return item;
  });
  return { list, config: design.config ?? {} };
}
