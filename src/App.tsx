import type { ReactNode } from 'react';
import { AppShell } from './core/AppShell';
import { RuntimeHost } from './core/views/RuntimeHost';

/**
 * The app's providers with the renderer and its widgets around everything, for a tree that mounts a view
 * drawing design JSON outside the routes (as the designer's tests do). The routed app itself (main.tsx)
 * uses AppShell alone: its design views bring the renderer in their own chunk.
 *
 * @example
 * render(<AppProviders><MemoryRouter><AppRoutes /></MemoryRouter></AppProviders>)
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <AppShell>
      <RuntimeHost>{children}</RuntimeHost>
    </AppShell>
  );
}
