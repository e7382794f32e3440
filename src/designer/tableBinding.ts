import type { InputWidget, OnlineFormField, OnlineTableChoice } from '../../schemas';
import { useApiQuery, type AnyDesign, type AnyWidget } from '../runtime';

/**
 * Binding a form to a table (SPEC.md §3 config.tableName, §7 onlineFormFields): the 数据表 choice of the
 * 表单属性 tab lists the tables the server offers, and when the form is bound to one, the 字段标识 of
 * every widget's panel becomes a choice of that table's columns. docs/designer.md "绑定数据表".
 */

/** GET /cgform/cgFormField/onlineTables: a table a form may bind to. */
export type TableChoice = OnlineTableChoice;

/** GET /cgform/cgFormField/onlineFormFields: a column offered as a model. */
export type TableField = OnlineFormField;

const BASE = '/cgform/cgFormField';

/**
 * The tables and their columns change with a migration, not while a form is designed: read once for
 * five minutes of designing (the panel asks on every mount), then again.
 */
const TABLES_STALE_TIME = 5 * 60_000;

const NO_TABLES: TableChoice[] = [];

/**
 * The tables a form may bind to; empty until loaded, and when the user may not read them (the 数据表
 * stays a text box).
 *
 * @example
 * const tables = useTableChoices(); // [{ value: 'sys_user', label: '用户（sys_user）' }, …]
 */
export function useTableChoices(): TableChoice[] {
  const { data: body } = useApiQuery<TableChoice[]>(`${BASE}/onlineTables`, undefined, {
    silent: true,
    staleTime: TABLES_STALE_TIME,
  });
  return body?.success ? body.result : NO_TABLES;
}

/**
 * The columns of the bound table, or undefined when the form is not bound to one of `tables` (a
 * form-making export may name a table of its own server: its name is kept, no choices are offered) and
 * until they are read (the 字段标识 stays a text box).
 *
 * @example
 * const fields = useTableFields(config.tableName, tables); // [{ value: 'workNo', label: '工号', … }]
 */
export function useTableFields(
  tableName: string | undefined,
  tables: TableChoice[],
): TableField[] | undefined {
  const bound = tables.some((table) => table.value === tableName) ? tableName : undefined;
  const { data: body } = useApiQuery<TableField[]>(
    `${BASE}/onlineFormFields`,
    { tableId: bound },
    { enabled: bound !== undefined, silent: true, staleTime: TABLES_STALE_TIME },
  );
  return bound && body?.success ? body.result : undefined;
}

const isModelInput = (widget: AnyWidget): widget is InputWidget =>
  widget.model === 'model' && widget.type === 'input';

/**
 * A widget's panel with its 字段标识 text box turned into a choice of the bound table's columns. The
 * widget's current model stays choosable when it is not a column (it was typed before the binding),
 * marked 未绑定. A panel without a 字段标识 (a grid) is returned as it is.
 *
 * @example
 * bindModelChoices(basicPanel([]), [{ value: 'workNo', label: '工号', ... }], 'input_1')
 * // the 字段标识 is a filterable select of 'workNo（工号）' and 'input_1（未绑定）'
 */
export function bindModelChoices(panel: AnyDesign, fields: TableField[], model: string): AnyDesign {
  if (!panel.list.some(isModelInput)) return panel;
  const choices = fields.map((field) => ({ value: field.value, label: `${field.value}（${field.label}）` }));
  if (model && !fields.some((field) => field.value === model))
    choices.unshift({ value: model, label: `${model}（未绑定）` });
  return {
    ...panel,
    list: panel.list.map((widget) =>
      isModelInput(widget)
        ? {
            ...widget,
            type: 'select',
            options: { options: choices, showLabel: true, filterable: true, placeholder: '选择绑定的字段' },
          }
        : widget,
    ),
  };
}

/**
 * The panel's new values with the label taken from the chosen column, when the model has just been
 * bound and the label is still the one the palette gave the widget: choosing 工号 names an untouched
 * 单行文本 '工号'.
 *
 * @example
 * labelFromField({ name: '单行文本', model: 'workNo' }, { name: '单行文本', model: 'input_1' }, fields, '单行文本')
 * // { name: '工号', model: 'workNo' }
 */
export function labelFromField(
  values: Record<string, unknown>,
  widget: AnyWidget,
  fields: TableField[] | undefined,
  defaultName: string | undefined,
): Record<string, unknown> {
  if (values.model === widget.model || values.name !== defaultName || defaultName === undefined)
    return values;
  const field = fields?.find((f) => f.value === values.model);
  return field ? { ...values, name: field.label } : values;
}
