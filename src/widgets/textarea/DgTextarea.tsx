import { PreviewText } from '@formily/antd-v5';
import { connect, mapReadPretty } from '@formily/react';
import { Input } from 'antd';
import type { CSSProperties } from 'react';

interface DgTextareaProps {
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  rows?: number;
  maxLength?: number;
  showCount?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  style?: CSSProperties;
}

function TextareaControl({ value, onChange, ...rest }: DgTextareaProps) {
  return (
    <Input.TextArea {...rest} value={value ?? ''} onChange={(event) => onChange?.(event.target.value)} />
  );
}

function TextareaPreview({ value }: DgTextareaProps) {
  // Line breaks are what a textarea is for; the preview keeps them.
  return <PreviewText value={value} style={{ whiteSpace: 'pre-wrap' }} />;
}

/** The textarea widget's control: an antd TextArea bound to a Formily field. */
export const DgTextarea = connect(TextareaControl, mapReadPretty(TextareaPreview));
