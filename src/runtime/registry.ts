import type { JSXComponent } from '@formily/react';
import type { AnyWidget, WidgetDefinition } from './types';

/**
 * A widget folder's definition, typed over its generated widget type: `toSchema` gets `W` (its `options`
 * are that widget's generated options) and `type` must be `W['type']`. Returns the definition as given.
 *
 * @example
 * export const rateWidget = defineWidget<RateWidget>({
 *   type: 'rate',
 *   components: { DgRate },
 *   toSchema: (widget, ctx) => ({ ...fieldSchema(widget, ctx, 'number'), 'x-component': 'DgRate' }),
 *   design: rateDesign,
 * });
 */
export function defineWidget<W extends AnyWidget>(definition: WidgetDefinition<W>): WidgetDefinition<W> {
  return definition;
}

/** The widgets the runtime can draw, by exact type, and the Formily components they bring. */
export interface WidgetRegistry {
  get(type: string): WidgetDefinition | undefined;
  types(): string[];
  readonly components: Readonly<Record<string, JSXComponent>>;
}

/**
 * Builds a registry from an explicit list (STYLE.md rule 2): a duplicate type or component name throws,
 * so two widgets can never silently shadow each other.
 *
 * @example
 * const registry = createRegistry([inputWidget, selectWidget]);
 * registry.get('input') // inputWidget
 */
export function createRegistry(definitions: ReadonlyArray<WidgetDefinition>): WidgetRegistry {
  const byType = new Map<string, WidgetDefinition>();
  const components: Record<string, JSXComponent> = {};
  for (const definition of definitions) {
    if (byType.has(definition.type)) throw new Error(`Widget type '${definition.type}' is registered twice`);
    byType.set(definition.type, definition);
    for (const [name, component] of Object.entries(definition.components ?? {})) {
      if (name in components) {
        throw new Error(`Component '${name}' of widget '${definition.type}' is already registered`);
      }
      components[name] = component;
    }
  }
  return {
    get: (type) => byType.get(type),
    types: () => [...byType.keys()],
    components,
  };
}
