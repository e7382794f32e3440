/**
 * Option lists of the choice widgets (radio, checkbox, select, cascader): static options as a constant
 * array; remote ones (SPEC.md §7: a host function fills them, mapped by props) as a ref filled on mount
 * by a clearly marked stub the developer writes, typed by the record fields the design names.
 */
import type { OptionItem, OptionProps, RemoteOption } from '../../../schemas';
import { commentText, isIdentifier, jsString, jsValue, member } from './js';
import type { EmitContext, ModelSchema } from './types';
import { schema } from './model';

/** The options of a choice widget, as its design states them. */
export interface ChoiceOptions {
  options?: OptionItem[];
  showLabel?: boolean;
  remote?: boolean;
  remoteFunc?: string;
  remoteOptions?: RemoteOption[];
  props?: OptionProps;
}

/** How the template reads the list: its name and the item fields holding value and label. */
export interface ChoiceList {
  list: string;
  /** `item.value`, or `item.id` for remote records mapped by props. */
  value: string;
  label: string;
  /** The record field names (value, label, children) of a remote list; the defaults for a static one. */
  fields: { value: string; label: string; children: string };
  remote: boolean;
}

/** A static option as the original designer draws it: its label only with showLabel, else its value. */
function staticOption(item: OptionItem, showLabel: boolean): { value: string | number; label: string } {
  return { value: item.value, label: String(showLabel ? (item.label ?? item.value) : item.value) };
}

function fieldName(name: string | undefined, fallback: string): string {
  return name && name.trim() !== '' ? name.trim() : fallback;
}

/**
 * Declares a remote option list: the record interface (TypeScript only), the ref, the loading stub and
 * the mount statement that fills the list. Returns the list's name.
 *
 * @example
 * remoteList(ctx, '审批人', 'approvers', 'loadApprovers', { value: 'id', label: 'realname', children: 'children' }, false)
 * // 'approversOptions', filled on mount by `async function loadApprovers(): Promise<ApproversOption[]>`
 */
export function remoteList(
  ctx: EmitContext,
  label: string,
  model: string,
  remoteFunc: string | undefined,
  fields: ChoiceList['fields'],
  tree: boolean,
): string {
  const list = ctx.name(model, 'Options');
  const loader = ctx.name(remoteFunc && isIdentifier(remoteFunc) ? remoteFunc : `load ${model} Options`);
  const said = commentText(label);
  let recordType = '';
  if (ctx.ts) {
    recordType = ctx.name(model, 'Option').replace(/^./, (c) => c.toUpperCase());
    const children = tree ? `\n  ${keyOf(fields.children)}?: ${recordType}[];` : '';
    ctx.script(
      `/** ${said}的一条选项记录：${commentText(fields.value)} 作为值，${commentText(fields.label)} 作为显示文字。 */\n` +
        `interface ${recordType} {\n  ${keyOf(fields.value)}: string | number;\n  ${keyOf(fields.label)}: string;${children}\n}`,
    );
  }
  ctx.script(`const ${list} = ref${ctx.generic(`${recordType}[]`)}([]);`);
  ctx.script(
    `/**\n * ${said}的选项${remoteFunc ? `（设计中的远端方法 ${commentText(remoteFunc)}）` : ''}。\n` +
      ` * TODO: 从接口加载选项，例如 return (await fetch('/api/…')).json();\n */\n` +
      `async function ${loader}()${ctx.annotate(`Promise<${recordType}[]>`)} {\n  return [];\n}`,
  );
  ctx.onMounted(`${list}.value = await ${loader}();`);
  return list;
}

function keyOf(name: string): string {
  return isIdentifier(name) ? name : jsString(name);
}

/**
 * The option list of a radio, checkbox or select, declared in the script.
 *
 * @example
 * choiceList(ctx, widget.name, widget.model, widget.options) // { list: 'leaveTypeOptions', value: 'item.value', label: 'item.label', … }
 */
export function choiceList(
  ctx: EmitContext,
  label: string,
  model: string,
  options: ChoiceOptions,
): ChoiceList {
  if (options.remote === true) {
    const fields = {
      value: fieldName(options.props?.value, 'value'),
      label: fieldName(options.props?.label, 'label'),
      children: 'children',
    };
    const list = remoteList(ctx, label, model, options.remoteFunc, fields, false);
    return {
      list,
      value: member('item', fields.value),
      label: member('item', fields.label),
      fields,
      remote: true,
    };
  }
  const list = ctx.name(model, 'Options');
  const items = (options.options ?? []).map((item) => staticOption(item, options.showLabel === true));
  ctx.script(`/** ${commentText(label)}的选项 */\nconst ${list} = ${jsValue(items)};`);
  return {
    list,
    value: 'item.value',
    label: 'item.label',
    fields: { value: 'value', label: 'label', children: 'children' },
    remote: false,
  };
}

/**
 * The type of a choice's value: the types its static options and default actually have; a remote
 * list's records may hold either.
 *
 * @example
 * choiceValueSchema({ options: [{ value: 1 }, { value: 2 }] }) // { type: 'number' }
 */
export function choiceValueSchema(options: ChoiceOptions, extra: unknown[] = []): ModelSchema {
  if (options.remote === true) return schema.anyOf(schema.string(), schema.number());
  const values = [...(options.options ?? []).map((item) => item.value), ...extra];
  const hasNumber = values.some((value) => typeof value === 'number');
  const hasString = values.some((value) => typeof value === 'string') || !hasNumber;
  return hasString && hasNumber
    ? schema.anyOf(schema.string(), schema.number())
    : hasNumber
      ? schema.number()
      : schema.string();
}
