import type { UserSelectWidget } from '../../../schemas';
import { commentText, jsString } from '../../designer/codegen/js';
import { h, raw, type Node } from '../../designer/codegen/markup';
import { schema } from '../../designer/codegen/model';
import { text, widthOf } from '../../designer/codegen/options';
import type { EmitContext } from '../../designer/codegen/types';
import type { WidgetCodegen } from '../../designer/codegen/types';
import { slot, userPickerHelper } from '../shared/pickerCodegen';

const COLUMNS = [
  ['username', '账号'],
  ['realname', '姓名'],
  ['sex_dictText', '性别'],
  ['phone', '手机号'],
] as const;

/** The Element Plus dialog: tree, search, a table with a tick column, a pager. */
function elementDialog(tree: string, picker: string, multiple: boolean): Node {
  const tick = multiple ? 'el-checkbox' : 'el-radio';
  return h(
    'el-dialog',
    { 'v-model': `${picker}.visible`, title: '根据部门选择用户', width: '1250px', 'append-to-body': true },
    [
      h('el-row', { ':gutter': '16' }, [
        h('el-col', { ':span': '6' }, [
          h('el-tree', {
            ':data': tree,
            ':props': "{ label: 'departName', children: 'children' }",
            'node-key': 'id',
            'default-expand-all': true,
            'highlight-current': true,
            ':expand-on-click-node': 'false',
            '@node-click': `${picker}.byDepart($event.id)`,
          }),
        ]),
        h('el-col', { ':span': '18' }, [
          h('el-form', { inline: true, '@submit.prevent': `${picker}.search()` }, [
            h('el-form-item', { label: '账号' }, [
              h('el-input', {
                'v-model': `${picker}.username`,
                placeholder: '输入账号查询',
                clearable: true,
              }),
            ]),
            h('el-form-item', { label: '姓名' }, [
              h('el-input', {
                'v-model': `${picker}.realname`,
                placeholder: '输入姓名查询',
                clearable: true,
              }),
            ]),
            h('el-form-item', {}, [
              h('el-button', { type: 'primary', '@click': `${picker}.search()` }, [raw('查询')]),
            ]),
          ]),
          h(
            'el-table',
            { ':data': `${picker}.records`, 'row-key': 'id', '@row-click': `${picker}.toggle($event)` },
            [
              h('el-table-column', { width: '55' }, [
                h('template', { '#default': '{ row }' }, [
                  h(tick, {
                    ':model-value': `${picker}.isPicked(row)`,
                    ...(multiple ? {} : { ':value': 'true' }),
                    '@click.stop.prevent': `${picker}.toggle(row)`,
                  }),
                ]),
              ]),
              ...COLUMNS.map(([prop, label]) => h('el-table-column', { prop, label })),
            ],
          ),
          h('el-pagination', {
            ':current-page': `${picker}.pageNo`,
            ':page-size': '10',
            ':total': `${picker}.total`,
            layout: 'total, prev, pager, next',
            '@current-change': `${picker}.goTo($event)`,
          }),
        ]),
      ]),
      slot('#footer', [
        h('el-button', { '@click': `${picker}.visible = false` }, [raw('取消')]),
        h('el-button', { type: 'primary', '@click': `${picker}.confirm()` }, [raw('确定')]),
      ]),
    ],
  );
}

/** The Ant Design Vue dialog: the same parts, ticks through the table's row selection. */
function antdDialog(tree: string, picker: string, multiple: boolean): Node {
  return h(
    'a-modal',
    {
      'v-model:open': `${picker}.visible`,
      title: '根据部门选择用户',
      ':width': '1250',
      'ok-text': '确定',
      'cancel-text': '取消',
      '@ok': `${picker}.confirm()`,
    },
    [
      h('a-row', { ':gutter': '16' }, [
        h('a-col', { ':span': '6' }, [
          h('a-tree', {
            ':tree-data': tree,
            ':field-names': "{ title: 'departName', key: 'id', children: 'children' }",
            'default-expand-all': true,
            'block-node': true,
            '@select': `${picker}.byDepart($event[0])`,
          }),
        ]),
        h('a-col', { ':span': '18' }, [
          h('a-form', { layout: 'inline', '@finish': `${picker}.search()` }, [
            h('a-form-item', { label: '账号' }, [
              h('a-input', {
                'v-model:value': `${picker}.username`,
                placeholder: '输入账号查询',
                'allow-clear': true,
              }),
            ]),
            h('a-form-item', { label: '姓名' }, [
              h('a-input', {
                'v-model:value': `${picker}.realname`,
                placeholder: '输入姓名查询',
                'allow-clear': true,
              }),
            ]),
            h('a-form-item', {}, [h('a-button', { type: 'primary', 'html-type': 'submit' }, [raw('查询')])]),
          ]),
          h('a-table', {
            ':data-source': `${picker}.records`,
            'row-key': 'id',
            ':columns': jsColumns(),
            ':pagination': 'false',
            ':row-selection': `{ type: '${multiple ? 'checkbox' : 'radio'}', selectedRowKeys: ${picker}.pickedKeys, onSelect: (row) => ${picker}.toggle(row) }`,
          }),
          h('a-pagination', {
            ':current': `${picker}.pageNo`,
            ':page-size': '10',
            ':total': `${picker}.total`,
            ':show-total': "(total) => '共 ' + total + ' 条'",
            '@change': `${picker}.goTo($event)`,
          }),
        ]),
      ]),
    ],
  );
}

const jsColumns = () =>
  `[${COLUMNS.map(([prop, label]) => `{ title: '${label}', dataIndex: '${prop}' }`).join(', ')}]`;

/** The box: the chosen users' names, read-only, with a 选择 button that opens the dialog. */
function box(widget: UserSelectWidget, ctx: EmitContext, picker: string): Node {
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
      placeholder: text(options.placeholder) ?? '请选择用户',
      disabled,
      style: widthOf(options) && `width: ${widthOf(options)}`,
      '@click': disabled ? undefined : `${picker}.show()`,
    },
    [slot(element ? '#append' : '#addonAfter', [button])],
  );
}

/**
 * user-select → a read-only box of the chosen users' real names and a 选择 button, opening 根据部门选择用户
 * (el-dialog / a-modal, 1250 px: el-tree / a-tree of departments, a table of 10 users a page, newest
 * first, searched by 账号 and 姓名). The generated script reads the same calls the renderer does
 * (/platform/sys/sysDepart/queryTreeList, /platform/sys/user/queryUserComponentData) and stores the
 * account names (or ids) comma-joined, as the renderer does.
 *
 * @example
 * // <el-input :model-value="handlerPicker.label" readonly …><template #append><el-button @click="handlerPicker.show()">选择</el-button></template></el-input>
 */
export const userSelectCodegen: WidgetCodegen<UserSelectWidget> = {
  type: 'user-select',
  trigger: 'change',
  field(widget) {
    return { schema: schema.string(), initial: widget.options.defaultValue ?? '' };
  },
  render(widget, ctx) {
    const options = widget.options;
    const tree = userPickerHelper(ctx);
    const picker = ctx.name(widget.model, 'Picker');
    const model = ctx.model(widget);
    ctx.script(
      `/** ${commentText(widget.name)}的用户选择。 */\n` +
        `const ${picker} = createUserPicker(${options.multiple === true}, ${jsString(options.store ?? 'username')}, () => ${model}, (value${ctx.annotate('string')}) => {\n  ${model} = value;\n});`,
    );
    ctx.onMounted(`await ${picker}.resolve();`);
    const dialog =
      ctx.ui === 'element'
        ? elementDialog(tree, picker, options.multiple === true)
        : antdDialog(tree, picker, options.multiple === true);
    return [ctx.formItem(widget, [box(widget, ctx, picker), dialog])];
  },
};
