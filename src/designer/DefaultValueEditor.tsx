import { observer, useForm } from '@formily/react';
import { toJS } from '@formily/reactive';
import { Checkbox, Radio } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import type { CascaderWidget, DateWidget, FormDesign, TimeWidget } from '../../schemas';
import { GenerateForm, type AnyWidget, type BlankSlotProps, type GenerateFormHandle } from '../runtime';
import { isChoice, type ChoiceWidget } from './widgetRules';

/** The widgets whose panel has a 默认值 drawn by the widget itself (a blank field at options.defaultValue). */
type PickedDefault = CascaderWidget | DateWidget | TimeWidget;

/** The edited widget as the panel's form holds it now. */
const useEditedWidget = () => toJS(useForm().values) as PickedDefault;

const MODEL = 'defaultValue';

/**
 * 默认值 of a time or date picker: the widget itself, drawn by the runtime with the options being edited
 * (range, type, format), so the default always has the shape the widget stores — one time or a pair, a
 * text or a timestamp. SPEC.md §4's rules (a range switch clears the default) come back through the
 * panel's sync and show here.
 *
 * @example
 * panelSlots('time', ['options.defaultValue'])['options.defaultValue'] // this editor
 */
export const DefaultValueEditor = observer(function DefaultValueEditor({ value, onChange }: BlankSlotProps) {
  const widget = useEditedWidget();
  const { defaultValue: _shown, ...options } = widget.options ?? {};
  const optionsText = JSON.stringify(options);
  // A new design (a new inner form) only when an option other than the default changes.
  const design = useMemo<FormDesign>(
    () => ({
      list: [
        {
          type: widget.type,
          name: '默认值',
          key: 'panel_default_value',
          model: MODEL,
          options: {
            ...JSON.parse(optionsText),
            required: false,
            disabled: false,
            readonly: false,
            width: '100%',
          },
        },
      ],
      config: { ui: 'Ant Design', size: 'small', labelWidth: 0, labelPosition: 'top' },
    }),
    [widget.type, optionsText],
  );
  const valueText = JSON.stringify(value ?? null);
  const initial = useMemo(() => ({ [MODEL]: JSON.parse(valueText) as unknown }), [valueText]);
  const ref = useRef<GenerateFormHandle>(null);
  const latest = useRef({ onChange, valueText });
  useEffect(() => {
    latest.current = { onChange, valueText };
  });
  useEffect(() => {
    const form = ref.current?.form;
    if (!form) return;
    const id = form.subscribe(({ type }) => {
      if (type !== 'onFormValuesChange') return;
      // A cleared picker is no default: '' as a new widget starts.
      const next = toJS(form.values)[MODEL] ?? '';
      if (JSON.stringify(next) !== latest.current.valueText) latest.current.onChange(next);
    });
    return () => form.unsubscribe(id);
  }, [design]);
  return (
    <div data-testid="default-value-editor" className="dg-panel-default">
      <GenerateForm ref={ref} data={design} value={initial} />
    </div>
  );
});

/** Whether a choice widget's default is a list (checkbox, a select with 多选 on). */
const listDefault = (widget: ChoiceWidget) =>
  widget.type === 'checkbox' || (widget.type === 'select' && widget.options?.multiple === true);

/**
 * The 默认 mark beside one option in the options editor, as form-making has it: a radio for a single
 * default (clicking the marked one clears it), a checkbox for a list. It writes options.defaultValue of
 * the panel's form, so the edit reaches the design like any other.
 *
 * @example
 * <OptionDefaultMark value={row.value} />
 */
export const OptionDefaultMark = observer(function OptionDefaultMark({ value }: { value: unknown }) {
  const form = useForm();
  const widget = form.values as AnyWidget;
  if (!isChoice(widget)) return null;
  const current = toJS(widget.options?.defaultValue) as unknown;
  const set = (next: unknown) => form.setValuesIn('options.defaultValue', next);
  const label = `设为默认：${String(value ?? '')}`;
  if (listDefault(widget)) {
    const list = Array.isArray(current) ? current : [];
    const on = list.includes(value);
    return (
      <Checkbox
        aria-label={label}
        checked={on}
        onChange={() => set(on ? list.filter((v) => v !== value) : [...list, value])}
      />
    );
  }
  const on = current === value && value !== '';
  return <Radio aria-label={label} checked={on} onClick={() => set(on ? '' : value)} />;
});
