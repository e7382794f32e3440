import { connect } from '@formily/react';
import { ColorPicker } from 'antd';

/** What antd hands onChange: only the parts this adapter reads. */
interface PickedColor {
  cleared?: boolean;
  toRgb(): { r: number; g: number; b: number; a: number };
}

interface DgColorProps {
  value?: string | null;
  onChange?: (value: string | null) => void;
  /** Alpha is offered and the value is then written as rgba(), as Element's show-alpha does. */
  showAlpha?: boolean;
  disabled?: boolean;
}

const hex = (n: number) => Math.round(n).toString(16).padStart(2, '0').toUpperCase();

/**
 * The value as Element's color picker writes it: '#RRGGBB' (upper case) without alpha,
 * 'rgba(r, g, b, a)' with it, and null once cleared.
 */
export function toElementColor(color: PickedColor, showAlpha: boolean): string | null {
  if (color.cleared) return null;
  const { r, g, b, a } = color.toRgb();
  if (showAlpha)
    return `rgba(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)}, ${Math.round(a * 100) / 100})`;
  return `#${hex(r)}${hex(g)}${hex(b)}`;
}

function ColorControl({ value, onChange, showAlpha = false, disabled }: DgColorProps) {
  return (
    <ColorPicker
      // null rather than undefined when empty, so a reset still reaches the picker.
      value={value || null}
      allowClear
      disabledAlpha={!showAlpha}
      format={showAlpha ? 'rgb' : 'hex'}
      disabled={disabled}
      onChange={(color) => onChange?.(toElementColor(color, showAlpha))}
    />
  );
}

/**
 * The color widget's control: antd ColorPicker storing Element's text form. Read-pretty needs no text
 * form: Formily draws it disabled, which shows the swatch.
 */
export const DgColor = connect(ColorControl);
