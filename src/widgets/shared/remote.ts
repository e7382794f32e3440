import type { RemoteFunction } from '../../runtime';

/** An option as antd's Select and Cascader draw it. */
export interface OptionNode {
  value: string | number;
  label: string;
  children?: OptionNode[];
}

/** Which fields of a host's records hold the value, the label and the children (form-making's `props`). */
export interface OptionFieldNames {
  value?: string;
  label?: string;
  children?: string;
}

function isRecord(item: unknown): item is Record<string, unknown> {
  return typeof item === 'object' && item !== null;
}

function scalar(value: unknown): string | number | undefined {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (typeof value === 'boolean') return String(value);
  return undefined;
}

/**
 * Maps a host's records to options through `props` (default value / label / children). Records
 * without a usable value are dropped rather than drawn as blank choices; children are mapped only when
 * `withChildren` is set (the cascader), at every depth.
 *
 * @example
 * toOptions([{ id: 1, name: '杭州' }], { value: 'id', label: 'name' }) // [{ value: 1, label: '杭州' }]
 */
export function toOptions(items: unknown, props: OptionFieldNames = {}, withChildren = false): OptionNode[] {
  if (!Array.isArray(items)) return [];
  const valueKey = props.value || 'value';
  const labelKey = props.label || 'label';
  const childrenKey = props.children || 'children';
  return items.flatMap((item): OptionNode[] => {
    if (!isRecord(item)) return [];
    const value = scalar(item[valueKey]);
    if (value === undefined) return [];
    const label = scalar(item[labelKey]) ?? value;
    const children = withChildren ? toOptions(item[childrenKey], props, true) : [];
    return [{ value, label: String(label), ...(children.length > 0 ? { children } : {}) }];
  });
}

/**
 * Calls a host function the way form-making's hosts write them: it may call `resolve(data)` or return
 * the data (or a promise of it). Whichever answers first wins; a throw or rejection rejects.
 *
 * @example
 * await callHost((resolve) => setTimeout(() => resolve([{ value: 'a' }]), 10)) // [{ value: 'a' }]
 */
export function callHost(fn: RemoteFunction): Promise<unknown> {
  return new Promise((resolve, reject) => {
    try {
      const returned = fn(resolve);
      if (returned !== undefined) Promise.resolve(returned).then(resolve, reject);
    } catch (error) {
      reject(error);
    }
  });
}
