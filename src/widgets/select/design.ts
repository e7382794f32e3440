import type { SelectWidget } from '../../../schemas';
import type { WidgetDesign } from '../../runtime';
import { optionSourceFields, withDictionaryList } from '../shared/choicePanel';
import { listField, remoteFields, switchField } from '../shared/optionPanel';
import { basicPanel, clearableField, placeholderField, requiredField, widthField } from '../shared/panel';

/** The select widget in the designer (SPEC.md §3; defaults as form-making's componentsConfig). */
export const selectDesign: WidgetDesign<SelectWidget> = {
  group: 'basic',
  label: '下拉选择框',
  icon: 'select',
  scaffold: {
    type: 'select',
    name: '下拉选择框',
    options: {
      defaultValue: '',
      multiple: false,
      disabled: false,
      clearable: false,
      placeholder: '',
      required: false,
      // New widgets draw their options' labels, so the canvas shows what the options editor shows.
      showLabel: true,
      width: '',
      options: [{ value: '下拉框1' }, { value: '下拉框2' }, { value: '下拉框3' }],
      remote: false,
      filterable: false,
      remoteOptions: [],
      props: { value: 'value', label: 'label' },
      remoteFunc: '',
    },
    rules: [],
  },
  panel: withDictionaryList(
    basicPanel([
      widthField(),
      placeholderField(),
      switchField('多选', 'options.multiple'),
      switchField('可搜索', 'options.filterable'),
      clearableField(),
      ...optionSourceFields([
        switchField('显示标签', 'options.showLabel'),
        listField('选项', 'options.options'),
        ...remoteFields(),
      ]),
      requiredField(),
    ]),
  ),
};
