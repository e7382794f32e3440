import { useEffect, useState } from 'react';
import type { OnlineFormField, OnlineTableChoice } from '../../schemas';
import { getAction } from '../core/http/api';
import type { DesignForm, DesignWidget } from '../runtime';

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

/** The tables a form may bind to; empty until loaded, and when the user may not read them. */
export function useTableChoices(): TableChoice[] {
  const [tables, setTables] = useState<TableChoice[]>([]);
  useEffect(() => {
    let live = true;
    getAction<TableChoice[]>(`${BASE}/onlineTables`, undefined, { silent: true })
      .then((body) => live && body.success && setTables(body.result))
      .catch(() => undefined); // the 数据表 stays a text box
    return () => {
      live = false;
    };
  }, []);
  return tables;
}

/**
 * The columns of the bound table, or undefined when the form is not bound to one of `tables` (a
 * form-making export may name a table of its own server: its name is kept, no choices are offered).
 */
export function useTableFields(
  tableName: string | undefined,
  tables: TableChoice[],
): TableField[] | undefined {
  const bound = tables.some((table) => table.value === tableName) ? tableName : undefined;
  const [fields, setFields] = useState<{ table: string; fields: TableField[] }>();
  useEffect(() => {
    if (!bound) return;
    let live = true;
    getAction<TableField[]>(`${BASE}/onlineFormFields`, { tableId: bound }, { silent: true })
      .then((body) => live && body.success && setFields({ table: bound, fields: body.result }))
      .catch(() => undefined); // the 字段标识 stays a text box
    return () => {
      live = false;
    };
  }, [bound]);
  return bound && fields?.table === bound ? fields.fields : undefined;
}

const isModelInput = (widget: DesignWidget) => widget.model === 'model' && widget.type === 'input';

/**
 * A widget's panel with its 字段标识 text box turned into a choice of the bound table's columns. The
 * widget's current model stays choosable when it is not a column (it was typed before the binding),
 * marked 未绑定. A panel without a 字段标识 (a grid) is returned as it is.
 *
 * @example
 * bindModelChoices(basicPanel([]), [{ value: 'workNo', label: '工号', ... }], 'input_1')
 * // the 字段标识 is a filterable select of 'workNo（工号）' and 'input_1（未绑定）'
 */
export function bindModelChoices(panel: DesignForm, fields: TableField[], model: string): DesignForm {
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
  widget: DesignWidget,
  fields: TableField[] | undefined,
  defaultName: string | undefined,
): Record<string, unknown> {
  if (values.model === widget.model || values.name !== defaultName || defaultName === undefined)
    return values;
  const field = fields?.find((f) => f.value === values.model);
  return field ? { ...values, name: field.label } : values;
}
