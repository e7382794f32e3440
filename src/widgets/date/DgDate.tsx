import { PreviewText } from '@formily/antd-v5';
import { connect, mapReadPretty } from '@formily/react';
import { DatePicker } from 'antd';
import type { Dayjs, OpUnitType } from 'dayjs';
import type { CSSProperties } from 'react';
import { parseRange, parseStored } from '../shared/elementFormat';
import { pickerBehaviour, rangePlaceholder, storedText } from '../shared/pickerProps';

/** Element's date picker types (SPEC.md §9). */
export type DateMode = 'year' | 'month' | 'date' | 'dates' | 'datetime' | 'datetimerange' | 'daterange';

type Stored = string | number;
type Value = Stored | Stored[] | null;

interface DgDateProps {
  value?: Value;
  onChange?: (value: Value) => void;
  mode: DateMode;
  /** A dayjs format (already converted from Element's). */
  format: string;
  /** Store milliseconds instead of text. */
  timestamp?: boolean;
  placeholder?: string;
  startPlaceholder?: string;
  endPlaceholder?: string;
  editable?: boolean;
  clearable?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  style?: CSSProperties;
}

/** How precise a timestamp is per mode: Element's picked Date has nothing finer than its panel. */
const GRAIN: Record<DateMode, OpUnitType> = {
  year: 'year',
  month: 'month',
  date: 'day',
  dates: 'day',
  daterange: 'day',
  datetime: 'second',
  datetimerange: 'second',
};

function DateControl(props: DgDateProps) {
  const { value, onChange, mode, format, timestamp, disabled, style } = props;
  const store = (date: Dayjs): Stored =>
    timestamp ? date.startOf(GRAIN[mode]).valueOf() : date.format(format);
  const showTime = mode === 'datetime' || mode === 'datetimerange';
  const common = { format, disabled, style, showTime, ...pickerBehaviour(props) };

  if (mode === 'daterange' || mode === 'datetimerange') {
    return (
      <DatePicker.RangePicker
        {...common}
        placeholder={rangePlaceholder(props.startPlaceholder, props.endPlaceholder)}
        value={parseRange(value, format)}
        onChange={(range) => onChange?.(range?.[0] && range[1] ? [store(range[0]), store(range[1])] : null)}
      />
    );
  }
  if (mode === 'dates') {
    const dates = Array.isArray(value) ? value.flatMap((item) => parseStored(item, format) ?? []) : [];
    return (
      <DatePicker
        {...common}
        multiple
        placeholder={props.placeholder}
        value={dates}
        onChange={(picked: Dayjs[] | null) => onChange?.(picked?.length ? picked.map(store) : null)}
      />
    );
  }
  return (
    <DatePicker
      {...common}
      picker={mode === 'year' || mode === 'month' ? mode : 'date'}
      placeholder={props.placeholder}
      value={parseStored(value, format)}
      onChange={(date: Dayjs | null) => onChange?.(date ? store(date) : null)}
    />
  );
}

function DatePreview({ value, mode, format }: DgDateProps) {
  const show = (item: unknown) => parseStored(item, format)?.format(format) ?? String(item);
  const shown = Array.isArray(value) ? value.map(show) : value || value === 0 ? show(value) : value;
  return <PreviewText value={storedText(shown, mode.endsWith('range'))} />;
}

/**
 * The date widget's control: antd DatePicker in the picker, multiple-date, date-time or range form the
 * design's type asks for, storing text in the design's format or a timestamp.
 */
export const DgDate = connect(DateControl, mapReadPretty(DatePreview));
