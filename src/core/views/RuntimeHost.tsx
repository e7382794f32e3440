import { QueryClientProvider } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useMemo, type ReactNode } from 'react';
import { HostProvider, RuntimeProvider, type HostSession } from '../../runtime';
import { widgetRegistry } from '../../widgets';
import { axiosDataHost } from '../http/dataHost';
import { permissionsAtom, sessionAtom } from '../session/sessionStore';
import { useAppQueryClient } from './appQueryClient';

/**
 * The renderer with every widget, who is signed in with their button permissions, and the data host over
 * the app's HTTP client (the runtime's one door to the outside) with the query cache of its reads. Only views that draw design JSON need it,
 * and they load it lazily with themselves (router/viewElements.tsx).
 *
 * @example
 * <RuntimeHost><PageHost component="system/user-list" title="用户管理" /></RuntimeHost>
 */
export function RuntimeHost({ children }: { children: ReactNode }) {
  const permissions = useAtomValue(permissionsAtom);
  const session = useAtomValue(sessionAtom);
  // The app's one query cache: every design view of this sign-in shares it (a page visited again, a
  // design saved in the designer); the next sign-in starts empty, and so does each test render.
  const queryClient = useAppQueryClient(session?.token ?? '');
  const host = useMemo<HostSession>(
    () => ({
      permissions: { auth: permissions?.auth ?? [], allAuth: permissions?.allAuth ?? [] },
      user: session
        ? { id: session.userInfo.id, username: session.username, realname: session.realname }
        : null,
      data: axiosDataHost,
    }),
    [permissions, session],
  );
  return (
    <QueryClientProvider client={queryClient}>
      <RuntimeProvider registry={widgetRegistry}>
        <HostProvider value={host}>{children}</HostProvider>
      </RuntimeProvider>
    </QueryClientProvider>
  );
}
