import type { TextWidget } from '../../../schemas';
import { defineWidget } from '../../runtime';
import { DgText } from './DgText';
import { textDesign } from './design';

/**
 * text: a static text under the widget's label (SPEC.md §3). Options: defaultValue (the text shown),
 * hidden, customClass. It is a void node, so it adds no key to the form's data; the original designer
 * also copied the text into its model, which a read-only label has no use for.
 *
 * @example
 * { type: 'text', name: '说明', key: 'text_1', model: 'text_1', options: { defaultValue: '请如实填写' } } // adds nothing to the data
 */
export const textWidget = defineWidget<TextWidget>({
  type: 'text',
  components: { DgText },
  toSchema(widget, ctx) {
    const { options } = widget;
    return {
      type: 'void',
      title: widget.name,
      ...ctx.decorator(widget),
      'x-component': 'DgText',
      'x-component-props': { text: typeof options.defaultValue === 'string' ? options.defaultValue : '' },
    };
  },
  design: textDesign,
});
