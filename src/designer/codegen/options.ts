/**
 * Reading design options the way the renderer reads them (src/widgets/shared/fieldSchema.ts), for the
 * widget emitters: designs written by hand or exported by form-making may leave any option out or give
 * it an empty value.
 */
import type { EmitContext } from './types';

/**
 * A string option, or undefined when absent or empty.
 *
 * @example
 * text('') // undefined
 */
export function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * A finite number option, or undefined (form-making writes '' for "no limit").
 *
 * @example
 * finite('') // undefined
 */
export function finite(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/**
 * The control's CSS width from options.width ('100%', '240px' or a number of pixels), as the renderer's
 * controlStyle reads it; undefined leaves the control at its natural width.
 *
 * @example
 * widthOf({ width: 240 }) // '240px'
 */
export function widthOf(options: { width?: unknown }): string | undefined {
  const width = options.width;
  if (typeof width === 'number' && width > 0) return `${width}px`;
  if (typeof width === 'string' && /^\d+(\.\d+)?(px|%)$/.test(width.trim())) return width.trim();
  return undefined;
}

/**
 * A style attribute from CSS declarations, leaving out the undefined ones; undefined when none is left.
 *
 * @example
 * style({ width: '240px', display: undefined }) // 'width: 240px'
 */
export function style(declarations: Record<string, string | undefined>): string | undefined {
  const parts = Object.entries(declarations).flatMap(([name, value]) => (value ? [`${name}: ${value}`] : []));
  return parts.length > 0 ? parts.join('; ') : undefined;
}

/**
 * The v-model directive of the library's input components: Element's `v-model`, Ant Design Vue's `v-model:value`.
 *
 * @example
 * h('a-input', { [vModel(ctx)]: ctx.model(widget) })
 */
export function vModel(ctx: EmitContext): 'v-model' | 'v-model:value' {
  return ctx.ui === 'element' ? 'v-model' : 'v-model:value';
}

/**
 * The library's clear-button attribute: Element's clearable, Ant Design Vue's allow-clear.
 *
 * @example
 * clearAttr(ctx, true) // { clearable: true } or { 'allow-clear': true }
 */
export function clearAttr(ctx: EmitContext, on: boolean | undefined): Record<string, boolean> {
  return { [ctx.ui === 'element' ? 'clearable' : 'allow-clear']: on === true };
}

/**
 * An Element date/time format (yyyy-MM-dd, as designs store it) in dayjs tokens (YYYY-MM-DD), which
 * Element Plus and Ant Design Vue both read; the same rule as src/widgets/shared/elementFormat.ts, kept
 * here so the CLI does not load dayjs to print a string.
 *
 * @example
 * dayjsFormat('yyyy年MM月dd日') // 'YYYY年MM月DD日'
 */
export function dayjsFormat(format: string): string {
  return format.replace(/\[[^\]]*]|y+|d+/g, (token) => (token.startsWith('[') ? token : token.toUpperCase()));
}
