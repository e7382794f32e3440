import { ApartmentOutlined } from '@ant-design/icons';
import { Select } from 'antd';
import { useMemo, useState, type CSSProperties } from 'react';
import type { DepartTreeNode } from '../../schemas';
import { useApiQuery } from '../runtime';
import { flattenDeparts, joinValues, splitValues, type DepartStore } from './departTree';
import { DEPART_TREE_API, DepartTreePicker } from './DepartTreePicker';

export interface DepartSelectProps {
  /** The stored departments, comma-joined ids (or orgCodes with store 'orgCode'). */
  value?: string | null;
  onChange?: (value: string) => void;
  multiple?: boolean;
  store?: DepartStore;
  placeholder?: string;
  disabled?: boolean;
  style?: CSSProperties;
}

/**
 * A box showing the chosen departments' names; a click opens 选择部门. The value is the departments'
 * ids (or orgCodes), comma-joined as JeecgBoot's JSelectDepart stores them.
 *
 * @example
 * <DepartSelect value="d1,d2" multiple onChange={setValue} /> // shows 研发部 测试部
 */
export function DepartSelect({
  value,
  onChange,
  multiple = false,
  store = 'id',
  placeholder,
  disabled,
  style,
}: DepartSelectProps) {
  const values = useMemo(() => splitValues(value), [value]);
  const [open, setOpen] = useState(false);
  const { data } = useApiQuery<DepartTreeNode[]>(
    DEPART_TREE_API,
    {},
    { enabled: values.length > 0, silent: true },
  );
  const byValue = useMemo(
    () =>
      new Map(
        flattenDeparts(data?.result ?? []).map((node) => [
          store === 'orgCode' ? node.orgCode : node.id,
          node,
        ]),
      ),
    [data, store],
  );
  const options = values.map((item) => ({ value: item, label: byValue.get(item)?.departName ?? item }));
  const change = (next: readonly string[]) => onChange?.(joinValues(next));

  return (
    <>
      <Select
        className="dg-depart-select"
        mode={multiple ? 'multiple' : undefined}
        open={false}
        value={multiple ? values : values[0]}
        options={options}
        placeholder={placeholder ?? '请选择部门'}
        disabled={disabled}
        allowClear
        suffixIcon={<ApartmentOutlined />}
        style={{ width: '100%', ...style }}
        onClick={() => !disabled && setOpen(true)}
        onChange={(next: string | string[] | undefined) =>
          change(Array.isArray(next) ? next : next ? [next] : [])
        }
      />
      <DepartTreePicker
        open={open}
        multiple={multiple}
        value={values}
        store={store}
        onCancel={() => setOpen(false)}
        onOk={(departs) => {
          setOpen(false);
          change(departs.map((node) => (store === 'orgCode' ? node.orgCode : node.id)));
        }}
      />
    </>
  );
}
