import type { ISchema } from '@formily/react';
import type { CompileContext, DesignWidget } from '../../runtime';

/**
 * The parts of a field's Formily schema every input-like widget shares: label, default, rules, decorator,
 * disabled and readonly. A widget spreads this and adds its component and props; `hidden` and `customClass`
 * are applied to every widget by the runtime's compile.
 *
 * @example
 * ({ ...fieldSchema(widget, ctx, 'string'), 'x-component': 'DgInput', 'x-component-props': { ... } })
 */
export function fieldSchema(widget: DesignWidget, ctx: CompileContext, type: ISchema['type']): ISchema {
  const options = widget.options ?? {};
  return {
    type,
    title: widget.name,
    ...(options.defaultValue !== undefined ? { default: options.defaultValue } : {}),
    'x-validator': ctx.validators(widget),
    ...(options.required === true ? { required: true } : {}),
    ...(options.disabled === true ? { 'x-disabled': true } : {}),
    ...(options.readonly === true ? { 'x-read-only': true } : {}),
    ...ctx.decorator(widget),
  };
}

/**
 * The style of a widget's control from options.width ('100%', '200px' or a number of pixels); an absent
 * or unusable width leaves the control at its natural size.
 *
 * @example
 * controlStyle({ width: '50%' }) // { width: '50%' }
 */
export function controlStyle(options: Readonly<Record<string, unknown>> | undefined): { width?: string } {
  const width = options?.width;
  if (typeof width === 'number' && width > 0) return { width: `${width}px` };
  if (typeof width === 'string' && /^\d+(\.\d+)?(px|%)$/.test(width.trim())) return { width: width.trim() };
  return {};
}

/** A string option, or undefined when absent or empty. */
export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}
