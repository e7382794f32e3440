import type { BlankOptions, BlankWidget } from '../../../schemas';
import { h } from '../../designer/codegen/markup';
import { schema } from '../../designer/codegen/model';
import type { FieldModel, WidgetCodegen } from '../../designer/codegen/types';

/** The value each defaultType starts with (SPEC.md §9: String '', Object {}, Array []). */
const INITIAL: Record<NonNullable<BlankOptions['defaultType']>, FieldModel> = {
  String: { schema: schema.string(), initial: '' },
  Object: { schema: schema.record(), initial: {} },
  Array: { schema: schema.arrayOf({}), initial: [] },
};

/**
 * blank → a slot named after the model, given the form's model, for the parent to fill:
 * `<template #relatedOrders="{ model }"><my-picker v-model="model.relatedOrders" /></template>`.
 * The value starts as defaultType says ('' / {} / []).
 *
 * @example
 * // <el-form-item label="关联单据" prop="relatedOrders"><slot name="relatedOrders" :model="model" /></el-form-item>
 */
export const blankCodegen: WidgetCodegen<BlankWidget> = {
  type: 'blank',
  field(widget) {
    const options = widget.options;
    return INITIAL[options.defaultType ?? 'String'] ?? INITIAL.String;
  },
  render(widget, ctx) {
    return [ctx.formItem(widget, h('slot', { name: widget.model, ':model': 'model' }))];
  },
};
