import { PreviewText } from '@formily/antd-v5';
import { connect, mapReadPretty } from '@formily/react';
import { Select, TreeSelect, type TreeSelectProps } from 'antd';
import type { CSSProperties } from 'react';
import { useDictionaryChoices, type ChoiceSource } from '../shared/choiceOptions';
import type { OptionNode } from '../shared/remote';
import { useRemoteOptions } from '../shared/useRemoteOptions';
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
  /** Remote or dictionary options (the static ones are `items`). */
  source?: Omit<ChoiceSource, 'options' | 'showLabel'>;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  showSearch?: boolean;
  style?: CSSProperties;
}

function useSelectOptions({ items, showLabel, source }: DgSelectProps): OptionNode[] {
  const dictionary = useDictionaryChoices(source ?? {});
  // Options with children (props.children) make a tree select.
  const remote = useRemoteOptions(source ?? {}, Boolean(source?.props?.children));
  if (dictionary) return dictionary;
  if (remote) return remote;
  return (items ?? []).map((item) => ({
    value: item.value,
    label: String(showLabel ? (item.label ?? item.value) : item.value),
  }));
}

function labels(nodes: OptionNode[], into = new Map<unknown, string>()): Map<unknown, string> {
  for (const node of nodes) {
    into.set(node.value, node.label);
    labels(node.children ?? [], into);
  }
  return into;
}

/**
 * Hierarchical options (departments) as a tree select. Several choices are checked one by one, never
 * cascading to children (SPEC.md §4); antd then speaks in {value, label} pairs, the model in plain values.
 */
function TreeSelectControl({
  value,
  onChange,
  multiple = false,
  placeholder,
  disabled,
  allowClear,
  style,
  options,
}: DgSelectProps & { options: OptionNode[] }) {
  const names = labels(options);
  const current = selectValue(value, multiple);
  const treeData: TreeSelectProps['treeData'] = options;
  if (!multiple) {
    return (
      <TreeSelect
        value={current}
        onChange={(next) => onChange?.(next as SelectValue)}
        treeData={treeData}
        treeDefaultExpandAll
        placeholder={placeholder}
        disabled={disabled}
        allowClear={allowClear}
        showSearch
        treeNodeFilterProp="label"
        style={style}
      />
    );
  }
  const list = Array.isArray(current) ? current : [];
  return (
    <TreeSelect
      value={list.map((v) => ({ value: v, label: names.get(v) ?? String(v) }))}
      onChange={(next: Array<{ value: string | number }>) =>
        onChange?.(next.map((item) => item.value) as SelectValue)
      }
      treeData={treeData}
      treeCheckable
      treeCheckStrictly
      treeDefaultExpandAll
      showCheckedStrategy={TreeSelect.SHOW_ALL}
      placeholder={placeholder}
      disabled={disabled}
      allowClear={allowClear}
      showSearch
      treeNodeFilterProp="label"
      style={style}
    />
  );
}

function SelectControl(props: DgSelectProps) {
  const { value, onChange, multiple = false, placeholder, disabled, allowClear, showSearch, style } = props;
  const options = useSelectOptions(props);
  if (options.some((option) => option.children?.length))
    return <TreeSelectControl {...props} options={options} />;
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

/** The select widget's control: antd Select with static, host-supplied or dictionary options. */
export const DgSelect = connect(SelectControl, mapReadPretty(SelectPreview));
