import { PreviewText } from '@formily/antd-v5';
import { connect, mapReadPretty } from '@formily/react';
import { Checkbox } from 'antd';
import type { CSSProperties } from 'react';
import { useChoices, type ChoiceSource } from '../shared/choiceOptions';

type Value = string | number;

interface DgCheckboxProps {
  value?: Value[];
  onChange?: (value: Value[]) => void;
  source: ChoiceSource;
  /** Options side by side; otherwise one per line, as the original designer draws them. */
  inline?: boolean;
  disabled?: boolean;
  style?: CSSProperties;
}

function CheckboxControl({ value, onChange, source, inline, disabled, style }: DgCheckboxProps) {
  const choices = useChoices(source);
  const checked = Array.isArray(value) ? value : [];
  // Each box toggles its own value so the list keeps the order of clicks, as Element's group does;
  // antd's Checkbox.Group would re-sort it into option order.
  const toggle = (item: Value, on: boolean) =>
    onChange?.(on ? [...checked.filter((v) => v !== item), item] : checked.filter((v) => v !== item));
  return (
    <div className="dg-checkbox-group" role="group" style={style}>
      {choices.map((choice) => (
        <Checkbox
          key={String(choice.value)}
          checked={checked.includes(choice.value)}
          disabled={disabled}
          onChange={(event) => toggle(choice.value, event.target.checked)}
          style={inline ? undefined : { display: 'flex' }}
        >
          {choice.label}
        </Checkbox>
      ))}
    </div>
  );
}

function CheckboxPreview({ value, source }: DgCheckboxProps) {
  const choices = useChoices(source);
  const labels = (Array.isArray(value) ? value : []).map(
    (item) => choices.find((choice) => choice.value === item)?.label ?? String(item),
  );
  return <PreviewText value={labels.length ? labels.join('、') : undefined} />;
}

/** The checkbox widget's control: an antd Checkbox.Group whose options are static or from a host function. */
export const DgCheckbox = connect(CheckboxControl, mapReadPretty(CheckboxPreview));
