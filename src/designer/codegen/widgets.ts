/**
 * Every widget type's code generator, listed explicitly (STYLE.md rule 2): each lives in its widget's
 * folder (rule 3) and is looked up by exact type; a duplicate type throws when this module loads.
 */
import { blankCodegen } from '../../widgets/blank/codegen';
import { cascaderCodegen } from '../../widgets/cascader/codegen';
import { checkboxCodegen } from '../../widgets/checkbox/codegen';
import { colorCodegen } from '../../widgets/color/codegen';
import { dateCodegen } from '../../widgets/date/codegen';
import { editorCodegen } from '../../widgets/editor/codegen';
import { gridCodegen } from '../../widgets/grid/codegen';
import { iconSelectCodegen } from '../../widgets/icon-select/codegen';
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
import type { WidgetCodegen } from './types';

/** The 18 form widgets of SPEC.md §3 and Dougong's icon-select, in the designer's palette order. */
export const WIDGET_CODEGENS: readonly WidgetCodegen[] = [
  inputCodegen,
  textareaCodegen,
  numberCodegen,
  radioCodegen,
  checkboxCodegen,
  timeCodegen,
  dateCodegen,
  rateCodegen,
  colorCodegen,
  selectCodegen,
  switchCodegen,
  sliderCodegen,
  textCodegen,
  blankCodegen,
  imguploadCodegen,
  editorCodegen,
  cascaderCodegen,
  iconSelectCodegen,
  gridCodegen,
];

/**
 * A lookup by exact type over `list`; throws on a duplicate type.
 *
 * @example
 * const codegenOf = createCodegenRegistry(WIDGET_CODEGENS);
 * codegenOf('input').field(widget) // { schema: { type: 'string' }, initial: '' }
 */
export function createCodegenRegistry(list: readonly WidgetCodegen[]): (type: string) => WidgetCodegen {
  const byType = new Map<string, WidgetCodegen>();
  for (const codegen of list) {
    if (byType.has(codegen.type)) throw new Error(`Duplicate widget codegen for type '${codegen.type}'`);
    byType.set(codegen.type, codegen);
  }
  return (type) => {
    const codegen = byType.get(type);
    if (!codegen) throw new UnsupportedWidgetError(type);
    return codegen;
  };
}

/** A design holds a widget the generator has no emitter for (a page widget such as crud). */
export class UnsupportedWidgetError extends Error {
  constructor(readonly widgetType: string) {
    super(`代码生成不支持控件类型 '${widgetType}'：只支持表单控件（SPEC §3 的 18 种）`);
    this.name = 'UnsupportedWidgetError';
  }
}

/** The generators of the form widgets. */
export const codegenOf = createCodegenRegistry(WIDGET_CODEGENS);
