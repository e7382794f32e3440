import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { PreviewText } from '@formily/antd-v5';
import { connect, mapReadPretty } from '@formily/react';
import { Button, InputNumber, Space } from 'antd';
import type { CSSProperties } from 'react';

interface DgNumberProps {
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  min?: number;
  max?: number;
  step?: number;
  /** 'right' stacks both buttons on the right (antd's own look); otherwise minus left, plus right. */
  controlsPosition?: '' | 'right';
  disabled?: boolean;
  readOnly?: boolean;
  style?: CSSProperties;
}

function decimals(n: number): number {
  const text = String(n);
  return text.includes('.') ? text.length - text.indexOf('.') - 1 : 0;
}

/** value ± step without binary-fraction noise (0.1 + 0.2), kept within min and max. */
function stepped(value: number, step: number, direction: 1 | -1, min?: number, max?: number): number {
  const places = Math.max(decimals(value), decimals(step));
  const next = Number((value + direction * step).toFixed(places));
  return Math.min(max ?? Infinity, Math.max(min ?? -Infinity, next));
}

function NumberControl({ value, onChange, controlsPosition, step = 1, ...rest }: DgNumberProps) {
  // An array or text left by another widget type reads as empty rather than NaN.
  const current = typeof value === 'number' && !Number.isNaN(value) ? value : null;
  const emit = (next: number | string | null) => onChange?.(typeof next === 'number' ? next : undefined);
  if (controlsPosition === 'right') {
    return <InputNumber {...rest} step={step} value={current} onChange={emit} />;
  }
  const { min, max, disabled, readOnly, style } = rest;
  const locked = disabled || readOnly;
  const button = (direction: 1 | -1) => {
    const limit = direction === 1 ? max : min;
    return (
      <Button
        aria-label={direction === 1 ? '增加' : '减少'}
        icon={direction === 1 ? <PlusOutlined /> : <MinusOutlined />}
        disabled={locked || (current !== null && limit !== undefined && current === limit)}
        onClick={() => emit(stepped(current ?? 0, step, direction, min, max))}
      />
    );
  };
  return (
    <Space.Compact className="dg-number" style={style}>
      {button(-1)}
      <InputNumber
        min={min}
        max={max}
        disabled={disabled}
        readOnly={readOnly}
        step={step}
        controls={false}
        value={current}
        onChange={emit}
        style={{ flex: 1 }}
      />
      {button(1)}
    </Space.Compact>
  );
}

/** The number widget's control: an antd InputNumber with Element's minus/plus on either side by default. */
export const DgNumber = connect(NumberControl, mapReadPretty(PreviewText.NumberPicker));
