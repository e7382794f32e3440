import type { ISchema } from '@formily/react';

/**
 * Keeps a page widget's `{{ }}` expressions away from Formily. Formily compiles every whole-`{{ }}` string
 * in a node's props once, when the field is created, over its own scope — so `params: { departId:
 * '{{ $values.depart }}' }` would reach the component as `{ departId: undefined }` and never change, and
 * `$row` / `$selectedKeys` (which only the widget knows) would always read as undefined. With this the
 * props arrive as written and the widget resolves them itself, over usePageScope(), on every render. The
 * runtime adds this to every widget node it compiles; pageNode adds it to the nested nodes a widget builds
 * itself (tab panes).
 *
 * @example
 * ({ type: 'void', 'x-component': 'DgButton', 'x-component-props': { action }, ...RAW_PROPS })
 */
export const RAW_PROPS: Pick<ISchema, 'x-compile-omitted'> = { 'x-compile-omitted': ['x-component-props'] };

/**
 * The void node of a page widget: a component, its props as written in the page JSON, and (for
 * containers) the compiled widgets inside it.
 *
 * @example
 * pageNode('DgCard', { title: '基本信息' }, ctx.compileList(widget.list))
 */
export function pageNode(
  component: string,
  props: Record<string, unknown>,
  properties?: Record<string, ISchema>,
): ISchema {
  return {
    type: 'void',
    'x-component': component,
    'x-component-props': props,
    ...RAW_PROPS,
    ...(properties ? { properties } : {}),
  };
}
