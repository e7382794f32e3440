import { useCallback, useEffect, useRef, useState } from 'react';
import { getAction } from '../core/http/api';
import { BellSocket, bellSocketUrl } from './bellSocket';
import { LIST_BY_USER, type UnreadNotices } from './types';

/** Polling while the socket is away or missed something: once a minute (docs/announcements.md). */
export const POLL_MS = 60_000;

const EMPTY: UnreadNotices = { anntMsgList: [], anntMsgTotal: 0, sysMsgList: [], sysMsgTotal: 0 };

/**
 * The signed-in user's unread announcements for the bell: loaded on mount, again on every push of the bell
 * socket and every POLL_MS; a failed load stops the polling (SPEC.md §4), a later push or `reload` starts it
 * again. The shell loads no query code, so this is a plain effect, like the header's other widgets.
 *
 * @example
 * const { notices, reload } = useNotices(session && { userId: session.userInfo.id, token: session.token });
 */
export function useNotices(identity: { userId: string; token: string } | null) {
  const [notices, setNotices] = useState<UnreadNotices>(EMPTY);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const alive = useRef(true);
  const userId = identity?.userId;
  const token = identity?.token;

  const stopPolling = () => {
    clearInterval(timer.current);
    timer.current = undefined;
  };

  const reload = useCallback(async () => {
    try {
      const body = await getAction<UnreadNotices>(LIST_BY_USER, undefined, { silent: true });
      if (!alive.current) return;
      if (!body.success || !body.result) throw new Error(body.message);
      setNotices(body.result);
      timer.current ??= setInterval(() => void reload(), POLL_MS);
    } catch {
      stopPolling();
    }
  }, []);

  useEffect(() => {
    alive.current = true;
    if (!userId || !token) return;
    void reload();
    const socket = new BellSocket({
      url: bellSocketUrl(window.location, userId),
      token,
      onNews: () => void reload(),
    });
    socket.start();
    return () => {
      alive.current = false;
      socket.stop();
      stopPolling();
    };
  }, [userId, token, reload]);

  return { notices, reload };
}
