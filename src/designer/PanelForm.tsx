import { toJS } from '@formily/reactive';
import { useEffect, useRef } from 'react';
import { GenerateForm, type BlankSlots, type DesignForm, type GenerateFormHandle } from '../runtime';

interface PanelFormProps {
  /** The panel's design JSON; its models are dotted paths into `value`. */
  design: DesignForm;
  value: object;
  onValues: (values: Record<string, unknown>) => void;
  slots?: BlankSlots;
}

/**
 * A property panel: a design JSON drawn by the runtime, whose every edit is handed back as the form's
 * whole values (GenerateForm makes a new Formily form only when the design changes). The host remounts it (a React key) when the edited object changes identity.
 */
export function PanelForm({ design, value, onValues, slots }: PanelFormProps) {
  const ref = useRef<GenerateFormHandle>(null);
  // The latest callback, so the subscription below is made once per form.
  const latest = useRef(onValues);
  useEffect(() => {
    latest.current = onValues;
  });
  useEffect(() => {
    const current = ref.current?.form;
    if (!current) return;
    const id = current.subscribe(({ type }) => {
      if (type === 'onFormValuesChange') latest.current(toJS(current.values) as Record<string, unknown>);
    });
    return () => current.unsubscribe(id);
  }, [design]);
  return <GenerateForm ref={ref} data={design} value={value as Record<string, unknown>} slots={slots} />;
}
