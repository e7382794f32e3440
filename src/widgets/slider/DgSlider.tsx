import { connect } from '@formily/react';
import { InputNumber, Slider } from 'antd';
import type { CSSProperties } from 'react';

type Value = number | [number, number];

interface DgSliderProps {
  value?: Value;
  onChange?: (value: Value) => void;
  min: number;
  max: number;
  step: number;
  range?: boolean;
  /** A number box beside a single slider, as Element's show-input (it has none for ranges). */
  showInput?: boolean;
  disabled?: boolean;
  style?: CSSProperties;
}

function SliderControl({
  value,
  onChange,
  min,
  max,
  step,
  range,
  showInput,
  disabled,
  style,
}: DgSliderProps) {
  if (range) {
    const pair: [number, number] = Array.isArray(value) ? value : [min, max];
    return (
      <Slider
        range
        {...{ min, max, step, disabled, style }}
        value={pair}
        onChange={(next) => onChange?.([next[0]!, next[1]!])}
      />
    );
  }
  const single = typeof value === 'number' ? value : min;
  return (
    <div className="dg-slider" style={{ display: 'flex', alignItems: 'center', gap: 16, ...style }}>
      <Slider {...{ min, max, step, disabled }} value={single} onChange={onChange} style={{ flex: 1 }} />
      {showInput && (
        <InputNumber
          {...{ min, max, step, disabled }}
          value={single}
          // An emptied box leaves the slider where it was, as Element's does.
          onChange={(next) => typeof next === 'number' && onChange?.(next)}
          style={{ width: 120 }}
        />
      )}
    </div>
  );
}

/**
 * The slider widget's control: antd Slider, one handle or a range. Read-pretty needs no text form:
 * Formily draws it disabled, which shows the position as given.
 */
export const DgSlider = connect(SliderControl);
