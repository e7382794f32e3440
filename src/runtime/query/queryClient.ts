import { QueryClient } from '@tanstack/react-query';

/**
 * The query client of the runtime's reads: no retry (the error catalogue has already told the user, and a
 * retried failure would be told three times) and no refetch on window focus (a page changes when the user
 * acts, not when they come back to the tab). The app makes one (core/views/RuntimeHost.tsx), each test
 * render a fresh one.
 *
 * @example
 * const client = createQueryClient(); <QueryClientProvider client={client}>{page}</QueryClientProvider>
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
