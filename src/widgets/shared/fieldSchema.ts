import type { ISchema } from '@formily/react';
import type { GridWidget, TextWidget, Widget } from '../../../schemas';
import type { CompileContext } from '../../runtime';

/** A form widget that holds a value: every one but the grid (layout) and the static text. */
export type ValueWidget = Exclude<Widget, GridWidget | TextWidget>;

/**
 * The parts of a field's Formily schema every input-like widget shares: label, default, rules, decorator,
 * disabled and readonly. A widget spreads this and adds its component and props; `hidden` and `customClass`
 * are applied to every widget by the runtime's compile.
 *
 * @example
 * ({ ...fieldSchema(widget, ctx, 'string'), 'x-component': 'DgInput', 'x-component-props': { ... } })
 */
export function fieldSchema(widget: ValueWidget, ctx: CompileContext, type: ISchema['type']): ISchema {
  const options = widget.options ?? {};
  // The blank widget has no default (its defaultType sets one); only some widgets can be read-only.
  const defaultValue = 'defaultValue' in options ? options.defaultValue : undefined;
  return {
    type,
    title: widget.name,
    ...(defaultValue !== undefined ? { default: defaultValue } : {}),
    'x-validator': ctx.validators(widget),
    ...(options.required === true ? { required: true } : {}),
    ...('disabled' in options && options.disabled === true ? { 'x-disabled': true } : {}),
    ...('readonly' in options && options.readonly === true ? { 'x-read-only': true } : {}),
    ...ctx.decorator(widget),
  };
}

/**
 * The style of a widget's control from options.width ('100%', '200px' or a number of pixels); an absent
 * or unusable width leaves the control at its natural size.
 *
 * @example
 * controlStyle('50%') // { width: '50%' }
 */
export function controlStyle(width: string | number | undefined): { width?: string } {
  if (typeof width === 'number' && width > 0) return { width: `${width}px` };
  if (typeof width === 'string' && /^\d+(\.\d+)?(px|%)$/.test(width.trim())) return { width: width.trim() };
  return {};
}
