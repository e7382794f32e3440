import { PreviewText } from '@formily/antd-v5';
import { connect, mapReadPretty } from '@formily/react';
import { Cascader } from 'antd';
import type { CSSProperties } from 'react';
import type { OptionNode } from '../shared/remote';
import { useRemoteOptions, type RemoteSource } from '../shared/useRemoteOptions';

type Path = Array<string | number>;

interface DgCascaderProps {
  value?: unknown;
  onChange?: (value: Path) => void;
  source?: RemoteSource;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  showSearch?: boolean;
  style?: CSSProperties;
}

/** A path of values; anything else (a hand-written scalar default) shows as no choice. */
function pathOf(value: unknown): Path {
  return Array.isArray(value) ? (value as Path) : [];
}

function useTree(source: RemoteSource | undefined): OptionNode[] {
  return useRemoteOptions({ ...source, remote: true }, true) ?? [];
}

function CascaderControl({ value, onChange, source, ...rest }: DgCascaderProps) {
  const options = useTree(source);
  return (
    <Cascader
      {...rest}
      options={options}
      value={pathOf(value)}
      // Cleared, antd answers undefined; the model keeps form-making's empty path.
      onChange={(path) => onChange?.((path as Path | undefined) ?? [])}
    />
  );
}

function CascaderPreview({ value, source }: DgCascaderProps) {
  const options = useTree(source);
  return <PreviewText.Cascader value={pathOf(value)} options={options} />;
}

/** The cascader widget's control: antd Cascader over a host-supplied (or saved) option tree. */
export const DgCascader = connect(CascaderControl, mapReadPretty(CascaderPreview));
