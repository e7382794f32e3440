import type { JSXComponent } from '@formily/react';
import type { WidgetDefinition } from './types';

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
