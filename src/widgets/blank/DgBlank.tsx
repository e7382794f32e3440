import { useFormRuntime } from '../../runtime';

interface DgBlankProps {
  /** The model whose slot draws this area. */
  model: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

/**
 * The blank widget's area: whatever the host's slot for this model draws, bound to the model's value.
 * Without a slot, a dashed box names the missing slot so the page's author sees what to supply.
 */
export function DgBlank({ model, value, onChange }: DgBlankProps) {
  const { slots } = useFormRuntime();
  const slot = slots[model];
  if (!slot) {
    return (
      <div
        className="dg-blank-missing"
        style={{ border: '1px dashed #d9d9d9', borderRadius: 4, padding: '8px 12px', color: '#8c8c8c' }}
      >
        自定义区域：宿主未提供插槽「{model}」
      </div>
    );
  }
  // A render function, not a component: a host's inline arrow would otherwise remount on every render.
  return <>{slot({ model, value, onChange: (next) => onChange?.(next) })}</>;
}
