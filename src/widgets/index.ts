/**
 * Every widget the product draws, listed explicitly (STYLE.md rule 2). The registry throws on a duplicate
 * type; adding a widget means adding its folder and one line here, never touching src/runtime.
 *
 * @example
 * <RuntimeProvider registry={widgetRegistry}>...</RuntimeProvider>
 */
import { createRegistry, type WidgetDefinition } from '../runtime';
import { inputWidget } from './input';

export const WIDGETS: ReadonlyArray<WidgetDefinition> = [inputWidget];

export const widgetRegistry = createRegistry(WIDGETS);
