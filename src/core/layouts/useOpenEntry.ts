import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { landingPath, type NavNode } from '../router/navTree';

/**
 * What clicking a menu entry does: an external link opens its address in a new window, anything
 * else navigates to the entry (its first page when it is a folder).
 *
 * @example
 * const open = useOpenEntry(); <a onClick={() => open(node)}>{node.title}</a>
 */
export function useOpenEntry(): (node: NavNode) => void {
  const navigate = useNavigate();
  return useCallback(
    (node: NavNode) => {
      if (node.external && node.url) window.open(node.url, '_blank', 'noopener,noreferrer');
      else navigate(landingPath(node));
    },
    [navigate],
  );
}
