import { PreviewText } from '@formily/antd-v5';
import { connect, mapReadPretty } from '@formily/react';
import { Input } from 'antd';
import type { CSSProperties } from 'react';

const NUMBER = /^-?\d+(\.\d+)?$/;

interface DgInputProps {
  value?: string | number;
  onChange?: (value: string | number | undefined) => void;
  /** dataType number, integer or float: text that reads as a number is stored as one (Vue's v-model.number). */
  numeric?: boolean;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
  allowClear?: boolean;
  /** A password box: hidden text with a toggle to show it. */
  password?: boolean;
  maxLength?: number;
  style?: CSSProperties;
}

function InputControl({ value, onChange, numeric, password, ...rest }: DgInputProps) {
  const Control = password ? Input.Password : Input;
  return (
    <Control
      {...rest}
      inputMode={numeric ? 'decimal' : undefined}
      value={value ?? ''}
      onChange={(event) => {
        const text = event.target.value;
        if (!numeric) onChange?.(text);
        else onChange?.(text === '' ? undefined : NUMBER.test(text) ? Number(text) : text);
      }}
    />
  );
}

/** The input widget's control: a single-line antd Input bound to a Formily field. */
export const DgInput = connect(
  InputControl,
  mapReadPretty((props: DgInputProps) =>
    props.password ? (
      <>******</>
    ) : (
      <PreviewText.Input value={props.value === undefined ? undefined : String(props.value)} />
    ),
  ),
);
