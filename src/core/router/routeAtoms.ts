import { atom } from 'jotai';
import { permissionsAtom, sessionAtom } from '../session/sessionStore';
import { buildDynamicRoutes, type DynamicRoute } from './dynamicRoutes';
import { menuScope } from './menuScope';
import { buildNavTree, type NavNode } from './navTree';
import { filterRoutes } from './routeFilter';

const scopeAtom = atom((get) => menuScope(get(sessionAtom)));

/**
 * The routes built from the loaded menu, filtered by the user's permission codes; empty until the
 * permissions are loaded, so the route table grows without a reload when they arrive.
 */
export const dynamicRoutesAtom = atom<DynamicRoute[]>((get) => {
  const permissions = get(permissionsAtom);
  if (!permissions) return [];
  const granted = permissions.auth.map((item) => item.action);
  return filterRoutes(buildDynamicRoutes(permissions.menu, get(scopeAtom)), granted);
});

/** The menu the header and side menu draw. */
export const navTreeAtom = atom<NavNode[]>((get) => {
  const permissions = get(permissionsAtom);
  return permissions ? buildNavTree(permissions.menu, get(scopeAtom)) : [];
});
