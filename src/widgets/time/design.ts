import type { TimeWidget } from '../../../schemas';
import type { WidgetDesign } from '../../runtime';
import {
  basicPanel,
  clearableField,
  panelField,
  placeholderField,
  readonlyField,
  requiredField,
  widthField,
} from '../shared/panel';

/**
 * The time widget in the designer (SPEC.md §3; defaults as the original designer's, except that a new
 * widget starts without a default time rather than the original's arbitrary 21:19:56). 默认值 is the
 * picker itself (the designer's editor of options.defaultValue follows isRange and format: one time or
 * a pair); turning range on clears it (§4).
 */
export const timeDesign: WidgetDesign<TimeWidget> = {
  group: 'basic',
  label: '时间选择器',
  icon: 'time',
  scaffold: {
    type: 'time',
    name: '时间选择器',
    options: {
      defaultValue: '',
      readonly: false,
      disabled: false,
      editable: true,
      clearable: true,
      placeholder: '',
      startPlaceholder: '',
      endPlaceholder: '',
      isRange: false,
      arrowControl: true,
      format: 'HH:mm:ss',
      required: false,
      width: '',
    },
    rules: [],
  },
  panel: basicPanel([
    widthField(),
    panelField('switch', '范围选择', 'options.isRange'),
    panelField('blank', '默认值', 'options.defaultValue'),
    placeholderField(),
    panelField('input', '开始占位内容', 'options.startPlaceholder'),
    panelField('input', '结束占位内容', 'options.endPlaceholder'),
    panelField('input', '格式', 'options.format', { placeholder: 'HH:mm:ss' }),
    panelField('switch', '箭头选择', 'options.arrowControl', { defaultValue: true }),
    readonlyField(),
    panelField('switch', '可输入', 'options.editable', { defaultValue: true }),
    clearableField({ on: true }),
    requiredField(),
  ]),
};
