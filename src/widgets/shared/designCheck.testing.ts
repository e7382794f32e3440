import { describeErrors, validate } from '../../../schemas';
import type { AnyWidget, Scaffold, WidgetDefinition } from '../../runtime';

/**
 * Test helper: the widget a definition's palette scaffold becomes once the designer gives it a key and
 * model, plus the schema errors of that widget and of the property panel ('' when both are valid).
 *
 * @example
 * const { widget, errors } = checkDesign(rateWidget);
 * expect(errors).toBe('');
 */
export function checkDesign<W extends AnyWidget>(
  definition: WidgetDefinition<W>,
): { widget: Scaffold<W> & { key: string; model: string }; errors: string } {
  const design = definition.design;
  if (!design) throw new Error(`widget '${definition.type}' has no design`);
  const widget = { ...design.scaffold, key: `${definition.type}_1`, model: `${definition.type}_1` };
  const scaffold = validate('FormDesign', { list: [widget], config: {} });
  // A panel that lists records (choice widgets: the dictionaries) declares its remote source as a page does.
  const panel = validate(
    design.panel.config && 'remote' in design.panel.config ? 'PageDesign' : 'FormDesign',
    design.panel,
  );
  return { widget, errors: describeErrors([...scaffold.errors, ...panel.errors]) };
}
