import type { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

/**
 * Where the app's one query cache lives. AppShell holds the slot; the first view drawing design JSON fills
 * it (core/views/appQueryClient.ts, in the lazily loaded chunk with react-query), so the sign-in page loads
 * no query code and every view of a signed-in visit shares one cache: a page visited twice, or changed in
 * the designer, is one cache. `owner` is the sign-in the cache belongs to.
 *
 * @example
 * const [slot] = useState<QueryCacheSlot>(() => ({})); <QueryCacheContext.Provider value={slot}>…
 */
export interface QueryCacheSlot {
  owner?: string;
  client?: QueryClient;
}

/** The slot of the app around this tree; null outside AppShell (a widget test brings its own client). */
export const QueryCacheContext = createContext<QueryCacheSlot | null>(null);
