import type { DateWidget } from '../../../schemas';
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

/** The date picker types of SPEC.md §9, with what an admin reads. */
export const DATE_MODES = [
  { value: 'year', label: '年' },
  { value: 'month', label: '月' },
  { value: 'date', label: '日期' },
  { value: 'dates', label: '多个日期' },
  { value: 'datetime', label: '日期时间' },
  { value: 'datetimerange', label: '日期时间范围' },
  { value: 'daterange', label: '日期范围' },
];

/**
 * The date widget in the designer (SPEC.md §3; defaults as the original designer's). 默认值 is the
 * picker itself (the designer's editor of options.defaultValue follows type, format and timestamp: a
 * text, a timestamp, a list or a pair).
 */
export const dateDesign: WidgetDesign<DateWidget> = {
  group: 'basic',
  label: '日期选择器',
  icon: 'date',
  scaffold: {
    type: 'date',
    name: '日期选择器',
    options: {
      defaultValue: '',
      readonly: false,
      disabled: false,
      editable: true,
      clearable: true,
      placeholder: '',
      startPlaceholder: '',
      endPlaceholder: '',
      type: 'date',
      format: 'yyyy-MM-dd',
      timestamp: false,
      required: false,
      width: '',
    },
    rules: [],
  },
  panel: basicPanel([
    widthField(),
    panelField('select', '显示类型', 'options.type', { options: DATE_MODES, showLabel: true }),
    panelField('blank', '默认值', 'options.defaultValue'),
    placeholderField(),
    panelField('input', '开始占位内容', 'options.startPlaceholder'),
    panelField('input', '结束占位内容', 'options.endPlaceholder'),
    panelField('input', '格式', 'options.format', { placeholder: 'yyyy-MM-dd' }),
    panelField('switch', '时间戳', 'options.timestamp'),
    readonlyField(),
    panelField('switch', '可输入', 'options.editable', { defaultValue: true }),
    clearableField({ on: true }),
    requiredField(),
  ]),
};
