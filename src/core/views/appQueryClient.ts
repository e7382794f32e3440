import type { QueryClient } from '@tanstack/react-query';
import { useContext, useMemo, useState } from 'react';
import { createQueryClient } from '../../runtime';
import { QueryCacheContext, type QueryCacheSlot } from '../queryCacheSlot';

/**
 * The app's query client for the sign-in `owner`: the one in AppShell's slot, made on first use; a new
 * sign-in (another token, another user) drops the old one with everything it cached. Outside AppShell
 * the host keeps a client of its own.
 *
 * @example
 * const client = useAppQueryClient(session?.token ?? ''); <QueryClientProvider client={client}>…
 */
export function useAppQueryClient(owner: string): QueryClient {
  const shared = useContext(QueryCacheContext);
  const [own] = useState<QueryCacheSlot>(() => ({}));
  const slot = shared ?? own;
  // Filling the slot is idempotent: a second call (StrictMode, a second host) finds it filled.
  return useMemo(() => {
    if (!slot.client || slot.owner !== owner) {
      slot.client?.clear();
      slot.client = createQueryClient();
      slot.owner = owner;
    }
    return slot.client;
  }, [slot, owner]);
}
