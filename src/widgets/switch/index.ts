import type { SwitchWidget } from '../../../schemas';
import { defineWidget } from '../../runtime';
import { fieldSchema } from '../shared/fieldSchema';
import { DgSwitch } from './DgSwitch';
import { switchDesign } from './design';

/**
 * switch: an on/off switch (SPEC.md §3). Options: defaultValue, disabled, required, hidden,
 * customClass. The value is a boolean; a design without a default starts off (false), as the original
 * designer's scaffold does. required accepts false, as async-validator's required does for booleans.
 *
 * @example
 * { type: 'switch', name: '启用', key: 'switch_1', model: 'enabled', options: { defaultValue: true } } // { enabled: true }
 */
export const switchWidget = defineWidget<SwitchWidget>({
  type: 'switch',
  components: { DgSwitch },
  toSchema(widget, ctx) {
    const schema = fieldSchema(widget, ctx, 'boolean');
    return {
      ...schema,
      default: typeof schema.default === 'boolean' ? schema.default : false,
      'x-component': 'DgSwitch',
    };
  },
  design: switchDesign,
});
