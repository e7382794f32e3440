import { PreviewText } from '@formily/antd-v5';
import { connect, mapReadPretty } from '@formily/react';
import { Radio } from 'antd';
import type { CSSProperties } from 'react';
import { useChoices, type ChoiceSource } from '../shared/choiceOptions';

interface DgRadioProps {
  value?: string | number;
  onChange?: (value: string | number) => void;
  source: ChoiceSource;
  /** Options side by side; otherwise one per line, as the original designer draws them. */
  inline?: boolean;
  disabled?: boolean;
  style?: CSSProperties;
}

function RadioControl({ value, onChange, source, inline, disabled, style }: DgRadioProps) {
  const choices = useChoices(source);
  return (
    <Radio.Group
      value={value}
      onChange={(event) => onChange?.(event.target.value)}
      disabled={disabled}
      style={style}
    >
      {choices.map((choice) => (
        <Radio
          key={String(choice.value)}
          value={choice.value}
          style={inline ? undefined : { display: 'flex' }}
        >
          {choice.label}
        </Radio>
      ))}
    </Radio.Group>
  );
}

function RadioPreview({ value, source }: DgRadioProps) {
  const choices = useChoices(source);
  return <PreviewText value={choices.find((choice) => choice.value === value)?.label ?? value} />;
}

/** The radio widget's control: an antd Radio.Group whose options are static or from a host function. */
export const DgRadio = connect(RadioControl, mapReadPretty(RadioPreview));
