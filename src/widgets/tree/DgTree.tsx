import { useForm } from '@formily/react';
import { Card, Empty, Input, Spin, Tree } from 'antd';
import { useEffect, useMemo, useState, type Key } from 'react';
import type { TreeOptions } from '../../../schemas/generated/page';
import { GrantToolbar } from './GrantToolbar';
import { filterTree, grantAll, grantToggle, keysOf, parentKeys, toggleKey, type TreeNode } from './treeData';
import { useInitialValue } from './useInitialValue';
import { useTreeData } from './useTreeData';

export interface DgTreeProps {
  options: TreeOptions;
  /** The selected key (single mode) or keys (multiple or checkable), as the page state holds it. */
  value?: unknown;
  onChange?: (value: Key | Key[] | undefined) => void;
  disabled?: boolean;
}

/** The title of the node `key`, at any depth; undefined when no node has it. */
function titleOf(nodes: ReadonlyArray<TreeNode>, key: Key | undefined): string | undefined {
  if (key === undefined) return undefined;
  for (const node of nodes) {
    if (node.key === key) return node.title;
    const found = titleOf(node.children ?? [], key);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The height of an authorisation tree's scrolling box: in a 800 px window the drawer's buttons stay in view. */
const GRANT_TREE_HEIGHT = 'calc(100vh - 300px)';

/** The part of a title that matches the search term, in the search-highlight colour JeecgBoot uses. */
function highlight(title: string, term: string) {
  const needle = term.trim().toLowerCase();
  const at = needle ? title.toLowerCase().indexOf(needle) : -1;
  if (at < 0) return title;
  return (
    <span>
      {title.slice(0, at)}
      <span className="dg-tree-match" style={{ color: '#f50' }}>
        {title.slice(at, at + needle.length)}
      </span>
      {title.slice(at + needle.length)}
    </span>
  );
}

/**
 * The tree widget's control (SPEC.md §4 tree pickers): loads its nodes, filters them by a search term
 * (expanding the matches), and writes the selection to its Formily field — one key in single mode, a
 * key list when multiple or checkable. Checking never cascades (but see `grant`: an authorisation tree
 * ticks ancestors, offers 父子联动 and its toolbar); single mode keeps only the newest node.
 * In a checkable tree, clicking a title checks it too, as JeecgBoot's department picker does.
 *
 * @example
 * <DgTree options={{ api: '/sys/sysDepart/queryTreeList', fieldNames: { key: 'id', title: 'departName' } }} value={depart} onChange={setDepart} />
 */
export function DgTree({ options, value, onChange, disabled }: DgTreeProps) {
  const { nodes, loading, loadChildren } = useTreeData(options);
  const [term, setTerm] = useState('');
  const [expanded, setExpanded] = useState<Key[]>([]);
  const [autoExpandParent, setAutoExpandParent] = useState(false);
  const multiple = options.multiple === true;
  const checkable = options.checkable === true;
  const grant = options.grant === true && checkable && multiple;
  const [linked, setLinked] = useState(false);
  // Expanding everything in an async tree would load the whole tree one request per node.
  const expandAll = options.defaultExpandAll !== false && options.async !== true;
  const visible = useMemo(() => filterTree(nodes, term), [nodes, term]);
  const keys = keysOf(value);
  useInitialValue(options, multiple || checkable, onChange);
  // titleModel: the selected node's title beside its key in the page state, kept right after a rename
  // (the tree reloads) and cleared with the selection.
  const page = useForm();
  const single = !multiple && !checkable;
  const title = single && options.titleModel ? titleOf(nodes, keys[0]) : undefined;
  useEffect(() => {
    if (!single || !options.titleModel || !page) return;
    if (page.values[options.titleModel] !== title) page.setValuesIn(options.titleModel, title);
  }, [page, single, options.titleModel, title]);

  useEffect(() => {
    if (expandAll) setExpanded(parentKeys(nodes));
  }, [nodes, expandAll]);

  function search(next: string) {
    setTerm(next);
    const shown = filterTree(nodes, next);
    setExpanded(next.trim() ? parentKeys(shown) : expandAll ? parentKeys(nodes) : []);
    setAutoExpandParent(next.trim() !== '');
  }

  function choose(key: Key, on: boolean) {
    const next = grant ? grantToggle(nodes, keys, key, on, linked) : toggleKey(keys, key, on, multiple);
    onChange?.(multiple || checkable ? next : next[0]);
  }

  return (
    <Card size="small" variant="borderless" title={options.title} className="dg-tree">
      {options.searchable !== false && (
        <Input.Search
          placeholder="输入名称搜索"
          allowClear
          style={{ marginBottom: 8 }}
          onChange={(event) => search(event.target.value)}
          onSearch={search}
        />
      )}
      {grant && (
        <GrantToolbar
          linked={linked}
          onLinked={setLinked}
          onExpand={(all) => setExpanded(all ? parentKeys(nodes) : [])}
          onSelectAll={(all) => onChange?.(grantAll(nodes, keys, all))}
          disabled={disabled}
        />
      )}
      {/* An authorisation tree scrolls in its own box so the buttons below it stay in view. */}
      <Spin spinning={loading}>
        <div style={grant ? { maxHeight: GRANT_TREE_HEIGHT, overflowY: 'auto' } : undefined}>
          {visible.length > 0 ? (
            <Tree<TreeNode>
              blockNode
              treeData={visible}
              disabled={disabled}
              checkable={checkable}
              checkStrictly
              multiple={multiple && !checkable}
              selectedKeys={keys}
              checkedKeys={{ checked: keys, halfChecked: [] }}
              expandedKeys={expanded}
              autoExpandParent={autoExpandParent}
              onExpand={(next) => {
                setExpanded(next);
                setAutoExpandParent(false);
              }}
              onSelect={(_, info) => {
                // A title click ticks a checkable tree's node; not one the server said cannot be ticked.
                if (checkable && info.node.disableCheckbox) return;
                choose(info.node.key, checkable ? !keys.includes(info.node.key) : info.selected);
              }}
              onCheck={(_, info) => choose(info.node.key, info.checked)}
              loadData={options.async ? (node) => loadChildren(node.key) : undefined}
              titleRender={(node) => highlight(node.title, term)}
            />
          ) : (
            <div style={{ minHeight: 64 }}>
              {!loading && (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={options.emptyText || '暂无数据'} />
              )}
            </div>
          )}
        </div>
      </Spin>
    </Card>
  );
}
