import type { FormDesign, PageDesign } from '../../../schemas';
import { listField, remoteFields, switchField } from './optionPanel';
import { panelField, type PanelField } from './panel';

/** The panel's own remote source listing the dictionaries (config.remote of the panel design). */
export const DICTIONARY_LIST_FUNC = 'dougongDictionaries';

/** Panel fields shown only while one option source is chosen ({{ }} hidden expressions over the widget). */
const WHEN_DICT = "{{ $values.options.optionSource === 'dict' }}";
const WHEN_STATIC = "{{ $values.options.optionSource !== 'dict' }}";

const withHidden = <F extends PanelField>(field: F, expression: string): F => ({
  ...field,
  options: { ...field.options, hidden: expression },
});
const hiddenWhen = (fields: PanelField[], expression: string): PanelField[] =>
  fields.map((field) => withHidden(field, expression));

/**
 * 选项来源 (静态选项 / 字典) and, for 字典, the dictionary (a select over GET /sys/dict/list, stored as
 * dictCode); the static fields hide while 字典 is chosen, the dictionary while it is not. No default
 * box of its own: a hidden field at options.defaultValue would take the default out of the panel's
 * values, and the options editor marks static defaults there (a dictionary default is typed in JSON).
 *
 * @example
 * basicPanel([...optionSourceFields([listField('选项', 'options.options')])])
 */
export function optionSourceFields(staticFields: PanelField[]): PanelField[] {
  return [
    panelField('radio', '选项来源', 'options.optionSource', {
      options: [
        { value: 'static', label: '静态选项' },
        { value: 'dict', label: '字典' },
      ],
      showLabel: true,
      inline: true,
      defaultValue: 'static',
    }),
    ...hiddenWhen(
      [
        panelField('select', '字典', 'options.dictCode', {
          remote: true,
          remoteFunc: DICTIONARY_LIST_FUNC,
          props: { value: 'dictCode', label: 'dictName' },
          filterable: true,
          placeholder: '选择字典，选项取自它的字典项',
        }),
      ],
      WHEN_STATIC,
    ),
    ...hiddenWhen(staticFields, WHEN_DICT),
  ];
}

/**
 * A choice widget's panel with the dictionary list it offers: the panel's GenerateForm calls
 * GET /sys/dict/list (first 100, the page size the server allows) for the 字典 select.
 *
 * @example
 * panel: withDictionaryList(basicPanel([...choicePanelFields()]))
 */
export function withDictionaryList(panel: FormDesign): PageDesign {
  const remote = { [DICTIONARY_LIST_FUNC]: { api: '/sys/dict/list', params: { pageSize: 100 } } };
  return { ...panel, config: { ...panel.config, remote } };
}

/**
 * The property-panel fields of a radio or checkbox group: layout, what an option shows, where the
 * options come from (静态选项 / 字典, see optionSourceFields), the static list (a slot the designer
 * fills with its list editor, where form-making also picks the defaults) and the remote-data fields
 * shared with select.
 *
 * @example
 * withDictionaryList(basicPanel([widthField(), ...choicePanelFields(), requiredField()]))
 */
export function choicePanelFields(): PanelField[] {
  return [
    switchField('横向排列', 'options.inline'),
    ...optionSourceFields([
      switchField('选项显示标签', 'options.showLabel'),
      listField('选项', 'options.options'),
      ...remoteFields(),
    ]),
  ];
}
