import { describeErrors, validate } from '../../../schemas';
import type { DesignWidget, WidgetDefinition } from '../../runtime';

/**
 * Test helper: the widget a definition's palette scaffold becomes once the designer gives it a key and
 * model, plus the schema errors of that widget and of the property panel ('' when both are valid).
 *
 * @example
 * const { widget, errors } = checkDesign(rateWidget);
 * expect(errors).toBe('');
 */
export function checkDesign(definition: WidgetDefinition): { widget: DesignWidget; errors: string } {
  const design = definition.design;
  if (!design) return { widget: { type: definition.type, key: 'k', model: 'm' }, errors: 'no design' };
  const widget = { ...design.scaffold, key: `${definition.type}_1`, model: `${definition.type}_1` };
  const scaffold = validate('FormDesign', { list: [widget], config: {} });
  // A panel that lists records (choice widgets: the dictionaries) declares its remote source as a page does.
  const panel = validate(
    design.panel.config && 'remote' in design.panel.config ? 'PageDesign' : 'FormDesign',
    design.panel,
  );
  return { widget, errors: describeErrors([...scaffold.errors, ...panel.errors]) };
}
