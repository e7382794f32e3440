import type { DepartSelectWidget } from '../../../schemas';
import { commentText, jsString } from '../../designer/codegen/js';
import { h, raw, type Node } from '../../designer/codegen/markup';
import { schema } from '../../designer/codegen/model';
import { text, widthOf } from '../../designer/codegen/options';
import type { EmitContext, WidgetCodegen } from '../../designer/codegen/types';
import { departPickerHelper, slot } from '../shared/pickerCodegen';

/** The Element Plus dialog: a search box over a tree whose nodes carry their own ticks (no cascading). */
function elementDialog(tree: string, picker: string): Node {
  return h(
    'el-dialog',
    { 'v-model': `${picker}.visible`, title: '选择部门', width: '500px', 'append-to-body': true },
    [
      h('el-input', { 'v-model': `${picker}.keyword`, placeholder: '输入部门名称搜索', clearable: true }),
      h(
        'el-tree',
        {
          ':data': `${picker}.shown(${tree})`,
          ':props': "{ label: 'departName', children: 'children' }",
          'node-key': 'id',
          'default-expand-all': true,
          ':expand-on-click-node': 'false',
        },
        [
          h('template', { '#default': '{ data }' }, [
            h(
              'el-checkbox',
              { ':model-value': `${picker}.isPicked(data)`, '@click.stop.prevent': `${picker}.toggle(data)` },
              [raw('{{ data.departName }}')],
            ),
          ]),
        ],
      ),
      slot('#footer', [
        h('el-button', { '@click': `${picker}.visible = false` }, [raw('取消')]),
        h('el-button', { type: 'primary', '@click': `${picker}.confirm()` }, [raw('确定')]),
      ]),
    ],
  );
}

/** The Ant Design Vue dialog: a search box over a check-strictly tree. */
function antdDialog(tree: string, picker: string): Node {
  return h(
    'a-modal',
    {
      'v-model:open': `${picker}.visible`,
      title: '选择部门',
      ':width': '500',
      'ok-text': '确定',
      'cancel-text': '取消',
      '@ok': `${picker}.confirm()`,
    },
    [
      h('a-input-search', {
        'v-model:value': `${picker}.keyword`,
        placeholder: '输入部门名称搜索',
        'allow-clear': true,
      }),
      h('a-tree', {
        checkable: true,
        'check-strictly': true,
        'default-expand-all': true,
        ':tree-data': `${picker}.shown(${tree})`,
        ':field-names': "{ title: 'departName', key: 'id', children: 'children' }",
        ':checked-keys': `${picker}.picked`,
        '@check': `${picker}.check($event.checked)`,
      }),
    ],
  );
}

/** The box: the chosen departments' names, read-only, with a 选择 button that opens the dialog. */
function box(widget: DepartSelectWidget, ctx: EmitContext, picker: string): Node {
  const options = widget.options;
  const element = ctx.ui === 'element';
  const disabled = options.disabled === true;
  const button = h(element ? 'el-button' : 'a-button', { disabled, '@click': `${picker}.show()` }, [
    raw('选择'),
  ]);
  return h(
    element ? 'el-input' : 'a-input',
    {
      [element ? ':model-value' : ':value']: `${picker}.label`,
      readonly: true,
      placeholder: text(options.placeholder) ?? '请选择部门',
      disabled,
      style: widthOf(options) && `width: ${widthOf(options)}`,
      '@click': disabled ? undefined : `${picker}.show()`,
    },
    [slot(element ? '#append' : '#addonAfter', [button])],
  );
}

/**
 * depart-select → a read-only box of the chosen departments' names and a 选择 button, opening 选择部门
 * (el-dialog / a-modal: a searchable department tree, ticks never cascading, a single picker keeping
 * only the newest). The generated script reads /platform/sys/sysDepart/queryTreeList as the renderer
 * does and stores the ids (or orgCodes) comma-joined.
 *
 * @example
 * // <el-input :model-value="deptPicker.label" readonly …><template #append><el-button @click="deptPicker.show()">选择</el-button></template></el-input>
 */
export const departSelectCodegen: WidgetCodegen<DepartSelectWidget> = {
  type: 'depart-select',
  trigger: 'change',
  field(widget) {
    return { schema: schema.string(), initial: widget.options.defaultValue ?? '' };
  },
  render(widget, ctx) {
    const options = widget.options;
    const tree = departPickerHelper(ctx);
    const picker = ctx.name(widget.model, 'Picker');
    const model = ctx.model(widget);
    ctx.script(
      `/** ${commentText(widget.name)}的部门选择。 */\n` +
        `const ${picker} = createDepartPicker(${options.multiple === true}, ${jsString(options.store ?? 'id')}, () => ${model}, (value${ctx.annotate('string')}) => {\n  ${model} = value;\n});`,
    );
    const dialog = ctx.ui === 'element' ? elementDialog(tree, picker) : antdDialog(tree, picker);
    return [ctx.formItem(widget, [box(widget, ctx, picker), dialog])];
  },
};
