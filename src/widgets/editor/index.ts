import type { EditorOptions } from '../../../schemas';
import type { WidgetDefinition } from '../../runtime';
import { controlStyle, fieldSchema, text } from '../shared/fieldSchema';
import { DgEditor } from './DgEditor';
import { editorDesign } from './design';

/**
 * editor: rich text (SPEC.md §3), stored as HTML that is sanitized with DOMPurify both when shown and
 * when stored. Options: width, height (of the writing area), defaultValue (HTML), disabled (read-only,
 * no toolbar), required.
 *
 * @example
 * { type: 'editor', name: '正文', key: 'editor_1', model: 'content', options: { defaultValue: '<p>你好</p>', width: '100%' } }
 */
export const editorWidget: WidgetDefinition = {
  type: 'editor',
  components: { DgEditor },
  toSchema(widget, ctx) {
    const options: EditorOptions = widget.options ?? {};
    return {
      ...fieldSchema(widget, ctx, 'string'),
      'x-component': 'DgEditor',
      'x-component-props': {
        height: text(options.height),
        label: widget.name,
        style: controlStyle(widget.options),
      },
    };
  },
  design: editorDesign,
};
