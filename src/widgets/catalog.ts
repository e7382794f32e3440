/*
 * Every widget type, in the designer's palette order: the one list the renderer's registry
 * (src/widgets/index.ts), the code generator's (src/designer/codegen/widgets.ts) and the tests go by. Pure
 * data, importable by the node CLI: nothing here imports React. The types come from the generated
 * schema types, so a widget added to a schema and left out here (or listed here without a schema) is a
 * compile error, and so is a missing definition or code generator, whose tables are keyed by these types.
 */
import type { PageWidget, Widget } from '../../schemas';

/** A form widget's type: form-design.schema.json's Widget union (SPEC.md §3's 18 and icon-select). */
export type FormWidgetType = Widget['type'];

/** A page widget's type (page.schema.json), grid aside: the form grid's definition also draws a page's grid. */
export type PageWidgetType = Exclude<PageWidget['type'], FormWidgetType>;

/**
 * `types` as given when it lists every member of `All` (duplicates aside); otherwise the call does not
 * compile, and the error names the missing types under `missing`.
 */
const everyType =
  <All extends string>() =>
  <const T extends readonly All[]>(
    types: T & ([Exclude<All, T[number]>] extends [never] ? unknown : { missing: Exclude<All, T[number]> }),
  ): T =>
    types;

/** The form widgets, in the palette's order (basic, advanced, layout). */
export const FORM_WIDGET_TYPES = everyType<FormWidgetType>()([
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
  'icon-select',
  'user-select',
  'depart-select',
  'subtable',
  'grid',
]);

/** The page widgets management screens are built from, in the palette's order (页面控件). */
export const PAGE_WIDGET_TYPES = everyType<PageWidgetType>()([
  'crud',
  'tree-table',
  'tree',
  'tabs',
  'card',
  'detail-list',
  'form-panel',
  'button',
  'button-group',
  'bpmn',
  'process-task',
  'process-comments',
  'process-header',
  'process-counts',
  'process-start',
  'livetable',
  'reptile-sync',
  'reptile-row',
]);

const FORM_TYPES: ReadonlySet<string> = new Set(FORM_WIDGET_TYPES);

/**
 * Whether a design's `type` names a form widget (one the code generator emits).
 *
 * @example
 * isFormWidgetType('input') // true
 * isFormWidgetType('crud')  // false
 */
export function isFormWidgetType(type: string): type is FormWidgetType {
  return FORM_TYPES.has(type);
}
