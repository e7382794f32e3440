import { useAtomValue } from 'jotai';
import { useMemo, type ReactNode } from 'react';
import { HostProvider, RuntimeProvider, type HostSession } from '../../runtime';
import { widgetRegistry } from '../../widgets';
import { permissionsAtom, sessionAtom } from '../session/sessionStore';

/**
 * The renderer with every widget, and who is signed in with their button permissions. Only views that
 * draw design JSON need it, and they load it lazily with themselves (router/viewElements.tsx).
 *
 * @example
 * <RuntimeHost><PageHost component="system/user-list" title="用户管理" /></RuntimeHost>
 */
export function RuntimeHost({ children }: { children: ReactNode }) {
  const permissions = useAtomValue(permissionsAtom);
  const session = useAtomValue(sessionAtom);
  const host = useMemo<HostSession>(
    () => ({
      permissions: { auth: permissions?.auth ?? [], allAuth: permissions?.allAuth ?? [] },
      user: session
        ? { id: session.userInfo.id, username: session.username, realname: session.realname }
        : null,
    }),
    [permissions, session],
  );
  return (
    <RuntimeProvider registry={widgetRegistry}>
      <HostProvider value={host}>{children}</HostProvider>
    </RuntimeProvider>
  );
}
