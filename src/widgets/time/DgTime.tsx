import { PreviewText } from '@formily/antd-v5';
import { connect, mapReadPretty } from '@formily/react';
import { TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import type { CSSProperties } from 'react';
import { parseRange, parseStored } from '../shared/elementFormat';
import { pickerBehaviour, rangePlaceholder, storedText } from '../shared/pickerProps';

type Value = string | [string, string] | null;

interface DgTimeProps {
  value?: Value;
  onChange?: (value: Value) => void;
  /** A dayjs format (already converted from Element's). */
  format: string;
  isRange?: boolean;
  placeholder?: string;
  startPlaceholder?: string;
  endPlaceholder?: string;
  editable?: boolean;
  clearable?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  style?: CSSProperties;
}

function TimeControl(props: DgTimeProps) {
  const { value, onChange, format, isRange, disabled, style } = props;
  const common = { format, disabled, style, ...pickerBehaviour(props) };
  if (isRange) {
    return (
      <TimePicker.RangePicker
        {...common}
        placeholder={rangePlaceholder(props.startPlaceholder, props.endPlaceholder)}
        value={parseRange(value, format)}
        onChange={(range) =>
          onChange?.(range?.[0] && range[1] ? [range[0].format(format), range[1].format(format)] : null)
        }
      />
    );
  }
  return (
    <TimePicker
      {...common}
      placeholder={props.placeholder}
      value={parseStored(value, format)}
      onChange={(time: Dayjs | null) => onChange?.(time ? time.format(format) : null)}
    />
  );
}

function TimePreview({ value, isRange }: DgTimeProps) {
  return <PreviewText value={storedText(value, isRange === true)} />;
}

/** The time widget's control: antd TimePicker (or its RangePicker) storing text in the design's format. */
export const DgTime = connect(TimeControl, mapReadPretty(TimePreview));
