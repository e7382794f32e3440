import type { CascaderWidget, RemoteOption } from '../../../schemas';
import { remoteList } from '../../designer/codegen/choices';
import { commentText, jsValue } from '../../designer/codegen/js';
import { h } from '../../designer/codegen/markup';
import { schema } from '../../designer/codegen/model';
import { clearAttr, text, vModel, widthOf } from '../../designer/codegen/options';
import type { ModelSchema, WidgetCodegen } from '../../designer/codegen/types';

const field = (name: string | undefined, fallback: string) =>
  name && name.trim() !== '' ? name.trim() : fallback;

/** The design's option tree without what it cannot draw (records lacking a value), as a constant. */
function tree(options: readonly RemoteOption[] | undefined): Array<Record<string, unknown>> {
  return (options ?? []).flatMap((option) => {
    if (typeof option.value !== 'string' && typeof option.value !== 'number') return [];
    const children = tree(option.children ?? undefined);
    return [
      {
        value: option.value,
        label: String(option.label ?? option.value),
        ...(children.length ? { children } : {}),
      },
    ];
  });
}

function valueTypes(nodes: ReadonlyArray<Record<string, unknown>>, found = new Set<string>()): Set<string> {
  for (const node of nodes) {
    found.add(typeof node.value);
    valueTypes((node.children as Array<Record<string, unknown>>) ?? [], found);
  }
  return found;
}

/**
 * cascader → el-cascader (:props) / a-cascader (:field-names), filterable (show-search), clearable.
 * remote: a ref of records filled by a loading stub, mapped by the design's props; otherwise the
 * design's remoteOptions tree as a constant. The value is the path of values, [] when none.
 *
 * @example
 * // <el-cascader v-model="model.region" :options="regionOptions" filterable />
 */
export const cascaderCodegen: WidgetCodegen<CascaderWidget> = {
  type: 'cascader',
  field(widget) {
    const options = widget.options;
    const found =
      options.remote === false ? valueTypes(tree(options.remoteOptions)) : new Set(['string', 'number']);
    (options.defaultValue ?? []).forEach((value) => found.add(typeof value));
    const types: ModelSchema[] = ['string', 'number']
      .filter((t) => found.has(t))
      .map((t) => (t === 'number' ? schema.number() : schema.string()));
    return {
      schema: schema.arrayOf(types.length === 0 ? schema.string() : schema.anyOf(...types)),
      initial: Array.isArray(options.defaultValue) ? options.defaultValue : [],
    };
  },
  render(widget, ctx) {
    const options = widget.options;
    const fields = {
      value: field(options.props?.value, 'value'),
      label: field(options.props?.label, 'label'),
      children: field(options.props?.children, 'children'),
    };
    let list: string;
    if (options.remote === false) {
      list = ctx.name(widget.model, 'Options');
      ctx.script(
        `/** ${commentText(widget.name)}的选项 */\nconst ${list} = ${jsValue(tree(options.remoteOptions))};`,
      );
    } else list = remoteList(ctx, widget.name, widget.model, options.remoteFunc, fields, true);
    const mapped =
      options.remote !== false &&
      (fields.value !== 'value' || fields.label !== 'label' || fields.children !== 'children');
    const element = ctx.ui === 'element';
    const control = h(element ? 'el-cascader' : 'a-cascader', {
      [vModel(ctx)]: ctx.model(widget),
      ':options': list,
      [element ? ':props' : ':field-names']: mapped ? jsValue(fields) : undefined,
      [element ? 'filterable' : 'show-search']: options.filterable === true,
      ...clearAttr(ctx, options.clearable),
      ':value-on-clear': element && options.clearable === true ? '() => []' : undefined,
      placeholder: text(options.placeholder),
      disabled: options.disabled === true,
      style: widthOf(options) && `width: ${widthOf(options)}`,
    });
    return [ctx.formItem(widget, control)];
  },
};
