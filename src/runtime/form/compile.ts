import type { ISchema } from '@formily/react';
import type { WidgetRegistry } from '../registry';
import type { Widget } from '../../../schemas';
import type { AnyDesign, AnyWidget, CompileContext } from '../types';
import { hiddenExpression, hiddenReaction } from './hiddenWhen';
import { isSafeFieldName, withoutPrototypeKeys } from './prototypeGuard';
import { widgetValidators } from './validators';
import { NO_DATA_HOST, type DataHost } from '../permissions/dataHost';

/**
 * Formily would evaluate `{{ }}` in component props once, when the field is made, over its own scope. Page
 * widgets resolve their expressions themselves, on every render, over the page scope (usePageScope), so
 * props reach them as written.
 */
const RAW_PROPS: ISchema = { 'x-compile-omitted': ['x-component-props'] };

/** The runtime's own component for a widget type no registered widget draws. */
export const UNKNOWN_WIDGET = 'DgUnknownWidget';

/**
 * The form item around a field: its customClass, and with isLabelWidth the original designer's per-item
 * label width instead of the form's.
 */
function decorator(widget: Widget): Pick<ISchema, 'x-decorator' | 'x-decorator-props'> {
  const { customClass, isLabelWidth, labelWidth }: { [key: string]: unknown } = { ...widget.options };
  return {
    'x-decorator': 'FormItem',
    'x-decorator-props': {
      ...(typeof customClass === 'string' && customClass ? { className: customClass } : {}),
      ...(isLabelWidth === true && typeof labelWidth === 'number' && labelWidth >= 0 ? { labelWidth } : {}),
    },
  };
}

/** Field data marking a widget whose options say `dataBind: false`: getData leaves its value out. */
export const UNBOUND = 'dougongUnbound';

/** The original designer's 数据绑定 off: the field works but its value is no part of the form's data. */
function binding(widget: AnyWidget): ISchema {
  const options: object = typeof widget.options === 'object' && widget.options !== null ? widget.options : {};
  return 'dataBind' in options && options.dataBind === false ? { 'x-data': { [UNBOUND]: true } } : {};
}

/**
 * options.hidden: true hides a widget but keeps its value in the model, as the original designer does; a
 * `{{ }}` expression over $values hides it while true and leaves its value out (hiddenWhen.ts).
 */
function display(widget: AnyWidget): ISchema {
  // Page widgets other than the grid have no hidden option.
  // A widget of a type no one registered (kept by a lenient import) may carry anything as its options.
  const options: object = typeof widget.options === 'object' && widget.options !== null ? widget.options : {};
  const hidden = 'hidden' in options ? options.hidden : undefined;
  if (hidden === true) return { 'x-display': 'hidden' };
  const source = hiddenExpression(hidden);
  return source ? { 'x-reactions': [hiddenReaction(source)] } : {};
}

/**
 * Compiles a design (SPEC.md §3) into the Formily schema the renderer draws. Pure: the same design gives
 * the same schema, and nothing is evaluated here (a hidden expression becomes a reaction Formily runs). Each widget compiles through its own definition; fields
 * keep the design's order (`x-index`) and are keyed by model, so the form's values are `{ [model]: value }`
 * even for widgets inside grids.
 *
 * @example
 * compile({ list: [{ type: 'input', name: '姓名', key: 'input_1', model: 'name', options: { required: true } }] }, registry)
 * // { type: 'object', properties: { name: { type: 'string', title: '姓名', 'x-component': 'DgInput', ... } } }
 */
export function compile(design: AnyDesign, registry: WidgetRegistry, host: DataHost = NO_DATA_HOST): ISchema {
  let index = 0;
  // Models are flat across grids, so a name taken anywhere in the design is taken everywhere.
  const taken = new Set<string>();
  const ctx: CompileContext = {
    compileList(list) {
      const properties: Record<string, ISchema> = {};
      for (const widget of list) {
        const definition = registry.get(widget.type);
        const node: ISchema = definition
          ? definition.toSchema(widget, ctx)
          : {
              type: 'void',
              'x-component': UNKNOWN_WIDGET,
              'x-component-props': {
                type: widget.type,
                name: typeof widget.name === 'string' ? widget.name : undefined,
              },
            };
        // Void nodes (grids, text) have no model of their own, and a page widget may have none: the key names them.
        const name = node.type === 'void' ? widget.key : (widget.model ?? widget.key);
        if (typeof name === 'string' && !isSafeFieldName(name)) {
          // Formily would write this field's value by that path, into Object.prototype (docs/security.md).
          console.warn(`Dougong: the field '${name}' reaches an object prototype; it is not drawn`);
          continue;
        }
        if (node.default !== undefined) node.default = withoutPrototypeKeys(node.default);
        if (taken.has(name)) {
          console.warn(`Dougong: '${name}' appears twice in the design; the later widget is skipped`);
          continue;
        }
        taken.add(name);
        properties[name] = {
          ...node,
          ...display(widget),
          ...binding(widget),
          'x-index': index++,
          ...RAW_PROPS,
        };
      }
      return properties;
    },
    validators: (widget) => widgetValidators(widget, host),
    decorator,
  };
  return { type: 'object', properties: ctx.compileList(design.list) };
}
