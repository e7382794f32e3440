/**
 * The parts of a generated form that do not belong to one widget: the form element with the design's
 * config (size, labelPosition, labelWidth, layout, customClass), the submit and reset buttons, the rules
 * object, and the setup code shared by the SFC and the HTML page.
 */
import type { FormConfig } from '../../../schemas';
import { h, raw, type Element, type Node } from './markup';
import { commentText, jsKey, jsValue } from './js';
import { initialModel, type Field } from './model';
import { mergedRules, printRule } from './rules';
import type { GeneratorContext } from './context';
import type { ModelSchema, Ui, WidgetCodegen } from './types';

/**
 * The config with the schema's defaults filled in (form-making exports carry only some keys).
 *
 * @example
 * settled({ labelWidth: 80 }).size // 'small'
 */
export function settled(config: FormConfig | undefined): Required<FormConfig> {
  return {
    tableName: config?.tableName ?? '',
    ui: config?.ui ?? 'Element',
    size: config?.size ?? 'small',
    labelPosition: config?.labelPosition ?? 'right',
    labelWidth: config?.labelWidth ?? 100,
    layout: config?.layout ?? 'horizontal',
    customClass: config?.customClass ?? '',
  };
}

/** Element Plus sizes are large, default and small; the design's medium is Element Plus's default. */
const ELEMENT_SIZE = { medium: undefined, small: 'small', mini: 'small' } as const;
/** Ant Design Vue sizes are large, middle (its default) and small. */
const ANTD_SIZE = { medium: undefined, small: 'small', mini: 'small' } as const;

function buttons(ui: Ui, config: Required<FormConfig>, html: boolean): Node {
  const submitLabel = raw('提交');
  const resetLabel = raw('重置');
  if (ui === 'element') {
    return h('el-form-item', {}, [
      h('el-button', { type: 'primary', '@click': 'submit', id: html ? 'submit' : undefined }, [submitLabel]),
      h('el-button', { '@click': 'reset' }, [resetLabel]),
    ]);
  }
  const vertical = config.layout === 'vertical' || config.labelPosition === 'top';
  return h(
    'a-form-item',
    vertical ? {} : { ':wrapper-col': `{ style: { marginLeft: '${config.labelWidth}px' } }` },
    [
      h('a-space', {}, [
        h('a-button', { type: 'primary', '@click': 'submit', id: html ? 'submit' : undefined }, [
          submitLabel,
        ]),
        h('a-button', { '@click': 'reset' }, [resetLabel]),
      ]),
    ],
  );
}

/**
 * The form element around the widgets' markup, with the submit and reset buttons.
 *
 * @example
 * formMarkup('element', config, items, false) // <el-form ref="formRef" :model="model" :rules="rules" label-width="100px" …>
 */
export function formMarkup(
  ui: Ui,
  formConfig: FormConfig | undefined,
  items: Node[],
  html: boolean,
): Element {
  const config = settled(formConfig);
  const vertical = config.layout === 'vertical' || config.labelPosition === 'top';
  const common = { ref: 'formRef', ':model': 'model', ':rules': 'rules' };
  const className = config.customClass.trim() || undefined;
  if (ui === 'element') {
    return h(
      'el-form',
      {
        ...common,
        'label-width': `${config.labelWidth}px`,
        'label-position': vertical ? 'top' : config.labelPosition,
        size: ELEMENT_SIZE[config.size],
        class: className,
      },
      [...items, buttons(ui, config, html)],
    );
  }
  return h(
    'a-form',
    {
      ...common,
      layout: vertical ? 'vertical' : 'horizontal',
      ':label-col': vertical ? undefined : `{ style: { width: '${config.labelWidth}px' } }`,
      'label-align': !vertical && config.labelPosition === 'left' ? 'left' : undefined,
      size: ANTD_SIZE[config.size],
      class: className,
    },
    [...items, buttons(ui, config, html)],
  );
}

/** The model's starting value, one key a line however short, as a form's data reads best. */
function modelLiteral(initial: Record<string, unknown>): string {
  const entries = Object.entries(initial);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([key, value]) => `  ${jsKey(key)}: ${jsValue(value, '  ')},`).join('\n')}\n}`;
}

/** True when the schema's value is a list (possibly null). */
function isList(schema: ModelSchema): boolean {
  return schema.type === 'array' || (schema.anyOf ?? []).some(isList);
}

/** The rules object's body: one key per field with rules (nested by dotted model for Ant Design Vue). */
function rulesBody(
  ui: Ui,
  ts: boolean,
  fields: readonly Field[],
  codegenOf: (type: string) => WidgetCodegen,
): string {
  const tree: Record<string, unknown> = {};
  const lines: string[] = [];
  for (const { widget, model } of fields) {
    const target = {
      label: widget.name || widget.model,
      trigger: codegenOf(widget.type).trigger ?? 'change',
      ui,
      array: isList(model.schema),
      ts,
    } as const;
    const printed = mergedRules(widget).flatMap((rule) => printRule(rule, target) ?? []);
    if (printed.length === 0) continue;
    const entries = printed.map((p) => ('code' in p ? `${p.code},` : `// ${commentText(p.note)}`));
    const path = ui === 'antd' ? widget.model.split('.') : [widget.model];
    let node = tree;
    for (const segment of path.slice(0, -1)) node = (node[segment] ??= {}) as Record<string, unknown>;
    node[path[path.length - 1]!] = entries;
  }
  const print = (node: Record<string, unknown>, indent: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (Array.isArray(value)) {
        const entries = (value as string[]).map((entry) => entry.replace(/\n/g, `\n${indent}  `));
        lines.push(
          `${indent}${jsKey(key)}: [`,
          ...entries.map((entry) => `${indent}  ${entry}`),
          `${indent}],`,
        );
      } else {
        lines.push(`${indent}${jsKey(key)}: {`);
        print(value as Record<string, unknown>, indent + '  ');
        lines.push(`${indent}},`);
      }
    }
  };
  print(tree, '  ');
  return lines.length === 0 ? '{}' : `{\n${lines.join('\n')}\n}`;
}

/**
 * The setup code both formats share, as blocks separated by blank lines: the form ref, the model, the
 * rules, the widgets' declarations and helpers, the mount hook and reset(). submit() differs (the SFC
 * emits, the page shows the model) and is added by the caller.
 *
 * @example
 * const blocks = setupBlocks(ctx, fields, codegenOf); // ['const formRef = ref<FormInstance>();', …, 'function reset() {…}']
 */
export function setupBlocks(
  ctx: GeneratorContext,
  fields: readonly Field[],
  codegenOf: (type: string) => WidgetCodegen,
): string[] {
  const { ui, collected } = ctx;
  const nested = ui === 'antd' && fields.some(({ widget }) => widget.model.includes('.'));
  const rulesType =
    ui === 'element'
      ? 'FormRules<FormModel>'
      : nested
        ? 'Record<string, Rule[] | Record<string, unknown>>'
        : 'Record<string, Rule[]>';
  if (ui === 'element') ctx.typeImport('element-plus', 'FormInstance', 'FormRules');
  else {
    ctx.typeImport('ant-design-vue', 'FormInstance');
    ctx.typeImport('ant-design-vue/es/form', 'Rule');
  }
  const blocks = [
    `const formRef = ref${ctx.generic('FormInstance')}();`,
    `/** 表单数据：设计里每个字段一个键，初值取自设计的默认值。 */\nconst model = reactive${ctx.generic('FormModel')}(${modelLiteral(initialModel(fields))});`,
    `const rules${ctx.annotate(rulesType)} = ${rulesBody(ui, ctx.ts, fields, codegenOf)};`,
    ...collected.scripts,
    ...collected.helpers.values(),
  ];
  if (collected.mounted.length > 0) {
    ctx.vue('onMounted');
    blocks.push(`onMounted(async () => {\n${collected.mounted.map((line) => `  ${line}`).join('\n')}\n});`);
  }
  blocks.push(
    `/** 恢复为初始值并清除校验提示。 */\nfunction reset() {\n  formRef.value?.resetFields();\n${collected.resets.map((line) => `  ${line}\n`).join('')}}`,
  );
  return blocks;
}

/**
 * The validation step of submit() for `ui`: true when the form is valid. Element's validate() rejects
 * when invalid, Ant Design Vue's too, with other arguments.
 *
 * @example
 * validateCall('element') // 'await formRef.value?.validate().catch(() => false)'
 */
export function validateCall(ui: Ui): string {
  return ui === 'element'
    ? 'await formRef.value?.validate().catch(() => false)'
    : 'await formRef.value?.validate().then(() => true, () => false)';
}

/**
 * A page title from the options or the design's table name.
 *
 * @example
 * titleOf({ tableName: 'oa_leave' }, undefined) // 'oa_leave'
 */
export function titleOf(config: FormConfig | undefined, title: string | undefined): string {
  return title ?? (config?.tableName || '表单');
}
