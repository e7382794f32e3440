import type { EditorWidget } from '../../../schemas';
import { defineWidget } from '../../runtime';
import { controlStyle, fieldSchema } from '../shared/fieldSchema';
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
export const editorWidget = defineWidget<EditorWidget>({
  type: 'editor',
  components: { DgEditor },
  toSchema(widget, ctx) {
    const { options } = widget;
    return {
      ...fieldSchema(widget, ctx, 'string'),
      'x-component': 'DgEditor',
      'x-component-props': {
        height: options.height || undefined,
        label: widget.name,
        style: controlStyle(options.width),
      },
    };
  },
  design: editorDesign,
});
