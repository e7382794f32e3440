import { useCallback, useEffect, useState, type Key } from 'react';
import type { TreeOptions } from '../../../schemas/generated/page';
import { useDataHost } from '../../runtime';
import { usePageReloadVersion } from '../shared/pageReload';
import { normalise, withChildren, type TreeNode } from './treeData';

export interface TreeData {
  nodes: TreeNode[];
  /** True until the first answer (or failure) of the tree's api. */
  loading: boolean;
  /** Loads the children of an async node from childApi (or api) with ?pid=. */
  loadChildren: (key: Key) => Promise<void>;
}

/**
 * The nodes of a tree widget: GET `api` (its result is the node array) on mount and whenever the page
 * reloads; in an async tree only the first level, the rest on expand. A failed call leaves the nodes it
 * had — the error catalogue already told the user why.
 *
 * @example
 * const { nodes, loading, loadChildren } = useTreeData({ api: '/sys/sysDepart/queryTreeList' });
 */
export function useTreeData(options: TreeOptions): TreeData {
  const { api, childApi, async = false } = options;
  const names = JSON.stringify(options.fieldNames ?? {});
  const version = usePageReloadVersion();
  const host = useDataHost();
  const [nodes, setNodes] = useState<TreeNode[]>([]);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    let live = true;
    setLoading(true);
    host
      .get<unknown>(api)
      .then((body) => {
        if (live && body.success) setNodes(normalise(body.result, JSON.parse(names), async));
      })
      .catch(() => undefined)
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [api, async, names, version, host]);

  const loadChildren = useCallback(
    async (key: Key) => {
      try {
        const body = await host.get<unknown>(childApi ?? api, { pid: key });
        const children = body.success ? normalise(body.result, JSON.parse(names), true) : [];
        setNodes((current) => withChildren(current, key, children));
      } catch {
        // Shown by the error catalogue. Swallowed rather than rethrown: antd's tree retries a rejected
        // load on each re-render of the open node, up to ten times: the same failure against the server.
      }
    },
    [api, childApi, names, host],
  );

  return { nodes, loading, loadChildren };
}
