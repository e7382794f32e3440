import { Empty, Input, Modal, Spin, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useState } from 'react';
import type { DepartTreeNode } from '../../schemas';
import { useApiQuery } from '../runtime';
import { filterDeparts, flattenDeparts, nextTicks, type DepartStore } from './departTree';

/** The tree every department picker reads: any signed-in user may (SPEC.md §7). */
export const DEPART_TREE_API = '/sys/sysDepart/queryTreeList';

export interface DepartTreePickerProps {
  open: boolean;
  /** Several departments, or only one (the newest tick wins). */
  multiple?: boolean;
  /** The stored values: ids, or orgCodes when `store` is 'orgCode'. */
  value: readonly string[];
  store?: DepartStore;
  /** The chosen departments, in the tree's order. */
  onOk: (departs: DepartTreeNode[]) => void;
  onCancel: () => void;
}

const toData = (nodes: readonly DepartTreeNode[]): DataNode[] =>
  nodes.map((node) => ({ key: node.id, title: node.departName, children: toData(node.children ?? []) }));

/**
 * The tree of departments the user may read (SPEC.md §4 选择部门): checking never cascades; a single
 * picker keeps only the newest tick, a multiple one all; the search keeps matches and their parents.
 *
 * @example
 * <DepartTreePicker open multiple value={['d1']} onOk={(departs) => save(departs)} onCancel={close} />
 */
export function DepartTreePicker({
  open,
  multiple = false,
  value,
  store = 'id',
  onOk,
  onCancel,
}: DepartTreePickerProps) {
  const { data: body, isLoading } = useApiQuery<DepartTreeNode[]>(DEPART_TREE_API, {}, { enabled: open });
  const tree = useMemo(() => body?.result ?? [], [body]);
  const all = useMemo(() => flattenDeparts(tree), [tree]);
  const [keyword, setKeyword] = useState('');
  const [ticked, setTicked] = useState<string[] | null>(null);
  // Until the user ticks, the stored values (matched by id or orgCode) are ticked.
  const initial = useMemo(
    () =>
      all
        .filter((node) => value.includes(store === 'orgCode' ? node.orgCode : node.id))
        .map((node) => node.id),
    [all, value, store],
  );
  const checked = ticked ?? initial;
  const shown = useMemo(() => filterDeparts(tree, keyword), [tree, keyword]);
  const close = (then: () => void) => {
    setTicked(null);
    setKeyword('');
    then();
  };

  return (
    <Modal
      title="选择部门"
      open={open}
      width={500}
      destroyOnHidden
      okText="确定"
      cancelText="取消"
      onOk={() => close(() => onOk(all.filter((node) => checked.includes(node.id))))}
      onCancel={() => close(onCancel)}
    >
      <Input.Search
        allowClear
        placeholder="输入部门名称搜索"
        value={keyword}
        onChange={(event) => setKeyword(event.target.value)}
        style={{ marginBottom: 8 }}
      />
      <div style={{ maxHeight: 420, overflowY: 'auto' }}>
        {isLoading ? (
          <Spin />
        ) : shown.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={keyword ? '没有名称含这些字的部门' : '还没有部门'}
          />
        ) : (
          <Tree
            checkable
            checkStrictly
            selectable={false}
            defaultExpandAll
            key={keyword}
            treeData={toData(shown)}
            checkedKeys={checked}
            onCheck={(keys) => {
              const now = (Array.isArray(keys) ? keys : keys.checked).map(String);
              setTicked(nextTicks(checked, now, multiple));
            }}
          />
        )}
      </div>
    </Modal>
  );
}
