import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState, type Key } from 'react';
import type { TreeOptions } from '../../../schemas/generated/page';
import { apiQuery, useApiQuery, useDataHost } from '../../runtime';
import { useRefetchOnPageReload } from '../shared/pageReload';
import { normalise, withChildren, type TreeNode } from './treeData';

export interface TreeData {
  nodes: TreeNode[];
  /** True while the tree's api is being read. */
  loading: boolean;
  /** Loads the children of an async node from childApi (or api) with ?pid=. */
  loadChildren: (key: Key) => Promise<void>;
}

/**
 * The nodes of a tree widget: GET `api` (its result is the node array) through the page's query cache —
 * again whenever the page reloads or a change under its path is saved (添加下级 refreshes the tree); in an
 * async tree only the first level, the rest on expand, through the same cache (a node's children are
 * `[childApi, { pid }]`). A failed call leaves the nodes it had — the error catalogue already told the
 * user why.
 *
 * @example
 * const { nodes, loading, loadChildren } = useTreeData({ api: '/sys/sysDepart/queryTreeList' });
 */
export function useTreeData(options: TreeOptions): TreeData {
  const { api, childApi, async = false } = options;
  const names = JSON.stringify(options.fieldNames ?? {});
  const host = useDataHost();
  const client = useQueryClient();
  const { data: body, isFetching, refetch } = useApiQuery<unknown>(api);
  // The last good answer, with the children opened since (a new answer closes them, as a reload did).
  const [tree, setTree] = useState<{ from: unknown; nodes: TreeNode[] }>({ from: undefined, nodes: [] });
  const answered = body?.success ? body : undefined;
  const nodes =
    answered && tree.from !== answered ? normalise(answered.result, JSON.parse(names), async) : tree.nodes;
  useEffect(() => {
    if (!answered) return;
    setTree((shown) =>
      shown.from === answered
        ? shown
        : { from: answered, nodes: normalise(answered.result, JSON.parse(names), async) },
    );
  }, [answered, names, async]);

  useRefetchOnPageReload(refetch);

  const loadChildren = useCallback(
    async (key: Key) => {
      try {
        const answer = await client.fetchQuery(apiQuery(host, childApi ?? api, { pid: key }));
        const children = answer.success ? normalise(answer.result, JSON.parse(names), true) : [];
        setTree((shown) => ({ ...shown, nodes: withChildren(shown.nodes, key, children) }));
      } catch {
        // Shown by the error catalogue. Swallowed rather than rethrown: antd's tree retries a rejected
        // load on each re-render of the open node, up to ten times: the same failure against the server.
      }
    },
    [api, childApi, names, host, client],
  );

  return { nodes, loading: isFetching, loadChildren };
}
