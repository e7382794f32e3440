import type { ISchema } from '@formily/react';
import type { CompileContext, DesignWidget } from '../../runtime';
import { fieldSchema } from './fieldSchema';

/**
 * Adds the options every widget type accepts from the original designer but the shared field schema
 * leaves out: `hidden` (not shown, the value still submitted — Formily's display 'hidden' keeps it) and
 * `customClass` (a class on the form item).
 *
 * @example
 * withPresentation(widget, { ...fieldSchema(widget, ctx, 'string'), 'x-component': 'DgTextarea' })
 */
export function withPresentation(widget: DesignWidget, schema: ISchema): ISchema {
  const options = widget.options ?? {};
  const className = typeof options.customClass === 'string' ? options.customClass.trim() : '';
  return {
    ...schema,
    ...(options.hidden === true ? { 'x-display': 'hidden' } : {}),
    ...(className ? { 'x-decorator-props': { ...(schema['x-decorator-props'] as object), className } } : {}),
  };
}

/**
 * fieldSchema plus hidden and customClass: the base of a field widget's schema.
 *
 * @example
 * ({ ...widgetField(widget, ctx, 'number'), 'x-component': 'DgRate' })
 */
export function widgetField(widget: DesignWidget, ctx: CompileContext, type: ISchema['type']): ISchema {
  return withPresentation(widget, fieldSchema(widget, ctx, type));
}

/**
 * The field schema of a widget whose `options.showLabel` means "options show their label, not their
 * value" (radio, checkbox, select in the original designer; false by default). The runtime's decorator
 * reads showLabel === false as "hide the field's label", which would hide every default radio's label,
 * so the label is handed to FormItem directly and the option meaning is kept for the options.
 *
 * @example
 * ({ ...choiceField(widget, ctx, 'string'), 'x-component': 'DgRadio' })
 */
export function choiceField(widget: DesignWidget, ctx: CompileContext, type: ISchema['type']): ISchema {
  const options = { ...widget.options, showLabel: undefined };
  const schema = fieldSchema({ ...widget, options }, ctx, type);
  return withPresentation(widget, {
    ...schema,
    'x-decorator-props': { ...(schema['x-decorator-props'] as object), label: widget.name },
  });
}
