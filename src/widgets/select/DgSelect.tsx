import { PreviewText } from '@formily/antd-v5';
import { connect, mapReadPretty } from '@formily/react';
import { Select } from 'antd';
import type { CSSProperties } from 'react';
import type { OptionNode } from '../shared/remote';
import { useRemoteOptions, type RemoteSource } from '../shared/useRemoteOptions';
import { selectValue, type SelectValue } from './selectValue';

/** A static option of the design: form-making writes only `value` when labels are not shown. */
export interface StaticOption {
  value: string | number;
  label?: string;
}

interface DgSelectProps {
  value?: unknown;
  onChange?: (value: SelectValue) => void;
  multiple?: boolean;
  /** Static options show their label (else their value), as form-making's showLabel. */
  showLabel?: boolean;
  items?: StaticOption[];
  source?: RemoteSource;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  showSearch?: boolean;
  style?: CSSProperties;
}

function useSelectOptions({ items, showLabel, source }: DgSelectProps): OptionNode[] {
  const remote = useRemoteOptions(source ?? {});
  if (remote) return remote;
  return (items ?? []).map((item) => ({
    value: item.value,
    label: String(showLabel ? (item.label ?? item.value) : item.value),
  }));
}

function SelectControl(props: DgSelectProps) {
  const { value, onChange, multiple = false, placeholder, disabled, allowClear, showSearch, style } = props;
  const options = useSelectOptions(props);
  return (
    <Select<SelectValue>
      mode={multiple ? 'multiple' : undefined}
      value={selectValue(value, multiple)}
      onChange={(next) => onChange?.(next)}
      options={options}
      placeholder={placeholder}
      disabled={disabled}
      allowClear={allowClear}
      showSearch={showSearch}
      optionFilterProp="label"
      style={style}
    />
  );
}

function SelectPreview(props: DgSelectProps) {
  const options = useSelectOptions(props);
  const multiple = props.multiple ?? false;
  return (
    <PreviewText.Select
      mode={multiple ? 'multiple' : undefined}
      value={selectValue(props.value, multiple)}
      options={options}
    />
  );
}

/** The select widget's control: antd Select with static or host-supplied options. */
export const DgSelect = connect(SelectControl, mapReadPretty(SelectPreview));
