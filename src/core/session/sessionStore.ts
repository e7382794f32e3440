import { atom, createStore } from 'jotai';
import type { PermissionResult, StoredSession } from '../../../schemas';

/**
 * The app's one jotai store. Non-React code (HTTP catalogue, guard effects) reads and writes the
 * same atoms the components render from.
 *
 * @example
 * appStore.get(sessionAtom)?.realname
 */
export const appStore = createStore();

/** The signed-in session; null when signed out. */
export const sessionAtom = atom<StoredSession | null>(null);

/**
 * The permission result of this page load; null until loaded. It lives in memory on purpose: a
 * reload (or a new tab) fetches it again, so changed menus and revoked rights apply at once. The
 * button permissions are also kept in session storage for synchronous checks.
 */
export const permissionsAtom = atom<PermissionResult | null>(null);

/**
 * Why the last sign-in was turned back after the token was issued (the menu refused, e.g. 未授权任何菜单),
 * with the account typed, so the sign-in page can say so and keep the name instead of a bare 拒绝访问.
 */
export const signInRefusalAtom = atom<{ message: string; username: string } | null>(null);
