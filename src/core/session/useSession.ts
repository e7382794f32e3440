import { useAtomValue } from 'jotai';
import type { StoredSession } from '../../../schemas';
import { sessionAtom } from './sessionStore';

/**
 * The signed-in session, re-rendering on sign-in and sign-out.
 *
 * @example
 * const session = useSession(); return <span>{session?.realname}</span>;
 */
export function useSession(): StoredSession | null {
  return useAtomValue(sessionAtom);
}
