import type { BlankOptions, BlankWidget } from '../../../schemas';
import type { ISchema } from '@formily/react';
import { defineWidget } from '../../runtime';
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
export const blankWidget = defineWidget<BlankWidget>({
  type: 'blank',
  components: { DgBlank },
  toSchema(widget, ctx) {
    const initial = INITIAL[widget.options.defaultType ?? 'String'] ?? INITIAL.String;
    return {
      ...fieldSchema(widget, ctx, initial.type),
      default: initial.value(),
      'x-component': 'DgBlank',
      'x-component-props': { model: widget.model },
    };
  },
  design: blankDesign,
});
