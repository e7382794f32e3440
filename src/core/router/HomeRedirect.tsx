import { useAtomValue } from 'jotai';
import { Navigate } from 'react-router-dom';
import { homePathOf, landingOf } from './navTree';
import { navTreeAtom } from './routeAtoms';

/**
 * Sends the root address to the workplace (SPEC.md §2) and the home aliases (/home, /dashboard/Home) to
 * the user's home — each only as far as the user's menu grants it.
 *
 * @example
 * { index: true, element: <HomeRedirect to="landing" /> }
 */
export function HomeRedirect({ to }: { to: 'landing' | 'home' }) {
  const nav = useAtomValue(navTreeAtom);
  return <Navigate to={to === 'landing' ? landingOf(nav) : homePathOf(nav)} replace />;
}
