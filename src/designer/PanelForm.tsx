import type { Form } from '@formily/core';
import { toJS } from '@formily/reactive';
import { memo, useEffect, useLayoutEffect, useRef } from 'react';
import { GenerateForm, type BlankSlots, type AnyDesign, type GenerateFormHandle } from '../runtime';

interface PanelFormProps {
  /** The panel's design JSON; its models are dotted paths into `value`. */
  design: AnyDesign;
  /** The edited object; read only when `sync` changes (and when the form is made). */
  value: object;
  /** Changes when the panel must show `value` again (undo, another widget, a rule's adjustment). */
  sync: number;
  onValues: (values: Record<string, unknown>, form: Form) => void;
  slots?: BlankSlots;
}

/**
 * A property panel: a design JSON drawn by the runtime, whose every edit is handed back as a deep copy
 * of the form's values. The form holds its own deep copy of the edited object — Formily writes into the
 * objects it is given, and a shallow copy let it change the stored widget's `options` in place, so the
 * design never saw the edit. While the admin types, the form is the truth: `value` is shown again only
 * when `sync` changes, never as a late echo of a keystroke, which overwrote the box and lost keys.
 *
 * @example
 * <PanelForm design={widgetDesign.panel} value={widget} sync={state.sync} onValues={(v) => dispatch(...)} />
 */
export const PanelForm = memo(
  function PanelForm({ design, value, sync, onValues, slots }: PanelFormProps) {
    const ref = useRef<GenerateFormHandle>(null);
    const latest = useRef(onValues);
    useEffect(() => {
      latest.current = onValues;
    });
    const shown = useRef<{ form: Form; sync: number } | null>(null);
    useLayoutEffect(() => {
      const form = ref.current?.form;
      if (!form || (shown.current?.form === form && shown.current.sync === sync)) return;
      shown.current = { form, sync };
      form.setValues(structuredClone(value), 'overwrite');
      // What the admin was told about the last object (a refused 字段标识) does not apply to this one.
      form.clearErrors('*');
    });
    useEffect(() => {
      const form = ref.current?.form;
      if (!form) return;
      const id = form.subscribe(({ type }) => {
        if (type === 'onFormValuesChange') latest.current(toJS(form.values) as Record<string, unknown>, form);
      });
      return () => form.unsubscribe(id);
    }, [design]);
    return <GenerateForm ref={ref} data={design} slots={slots} />;
  },
  // The panel redraws for a new design, a sync or new slots; an edit it typed itself changes nothing here.
  (a, b) => a.design === b.design && a.sync === b.sync && a.slots === b.slots,
);
