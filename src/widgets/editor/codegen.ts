import type { EditorWidget } from '../../../schemas';
import { comment, h } from '../../designer/codegen/markup';
import { schema } from '../../designer/codegen/model';
import { text, widthOf } from '../../designer/codegen/options';
import type { WidgetCodegen } from '../../designer/codegen/types';

/**
 * editor → a multi-line text box holding the HTML, with a comment where a rich-text component goes:
 * neither Element Plus nor Ant Design Vue has one, and picking a third-party editor is the developer's
 * call (docs/codegen.md). The height option sizes the box. The value is the HTML text.
 *
 * @example
 * // <!-- 富文本：… --> <el-input v-model="model.detail" type="textarea" :rows="10" />
 */
export const editorCodegen: WidgetCodegen<EditorWidget> = {
  type: 'editor',
  trigger: 'blur',
  field(widget) {
    const options = widget.options;
    return { schema: schema.string(), initial: options.defaultValue ?? '' };
  },
  render(widget, ctx) {
    const options = widget.options;
    const height = text(options.height);
    const width = widthOf(options);
    const note = comment(
      '富文本：这里先用多行文本框编辑 HTML；需要所见即所得时换成富文本组件（如 @wangeditor/editor-for-vue），绑定同一个字段',
    );
    const control =
      ctx.ui === 'element'
        ? h('el-input', {
            'v-model': ctx.model(widget),
            type: 'textarea',
            rows: height ? undefined : 10,
            ':input-style': height ? `{ height: '${height.replace(/[^\w.%-]/g, '')}' }` : undefined,
            disabled: options.disabled === true,
            style: width && `width: ${width}`,
          })
        : h('a-textarea', {
            'v-model:value': ctx.model(widget),
            rows: height ? undefined : 10,
            disabled: options.disabled === true,
            style:
              [width && `width: ${width}`, height && `height: ${height.replace(/[^\w.%-]/g, '')}`]
                .filter(Boolean)
                .join('; ') || undefined,
          });
    return [ctx.formItem(widget, [note, control])];
  },
};
