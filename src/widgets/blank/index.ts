import type { ISchema } from '@formily/react';
import type { BlankOptions } from '../../../schemas';
import type { WidgetDefinition } from '../../runtime';
import { fieldSchema } from '../shared/fieldSchema';
import { DgBlank } from './DgBlank';
import { blankDesign } from './design';

/** The initial value and Formily type of each defaultType (SPEC.md §9: String, Object, Array). */
const INITIAL: Record<
  NonNullable<BlankOptions['defaultType']>,
  { type: ISchema['type']; value: () => unknown }
> = {
  String: { type: 'string', value: () => '' },
  Object: { type: 'object', value: () => ({}) },
  Array: { type: 'array', value: () => [] },
};

/**
 * blank: an area the host draws (SPEC.md §3), through the slot of its model in GenerateForm's `slots`.
 * Options: defaultType (String '', Object {}, Array []) sets the model's initial value; required.
 *
 * @example
 * <GenerateForm data={design} slots={{ owner: ({ value, onChange }) => <UserPicker value={value} onChange={onChange} /> }} />
 */
export const blankWidget: WidgetDefinition = {
  type: 'blank',
  components: { DgBlank },
  toSchema(widget, ctx) {
    const options: BlankOptions = widget.options ?? {};
    const initial = INITIAL[options.defaultType ?? 'String'] ?? INITIAL.String;
    return {
      ...fieldSchema(widget, ctx, initial.type),
      default: initial.value(),
      'x-component': 'DgBlank',
      'x-component-props': { model: widget.model },
    };
  },
  design: blankDesign,
};
