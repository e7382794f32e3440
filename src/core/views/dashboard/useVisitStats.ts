import { useEffect, useState } from 'react';
import { getAction } from '../../http/api';

/**
 * The visit counters of GET /sys/loginfo. The server's log module (a later issue) defines the
 * schema; until then these fields are read defensively, as JeecgBoot names them.
 */
export interface LoginInfo {
  totalVisitCount?: number;
  todayVisitCount?: number;
  todayIp?: number;
}

/** One day of GET /sys/visitInfo. */
export interface VisitDay {
  /** Day label ('05-01'); JeecgBoot sends it as `tian`, sometimes as `type`. */
  tian?: string;
  type?: string;
  visit?: number;
  ip?: number;
}

export interface VisitStats {
  loading: boolean;
  /** null when the call failed or is not served yet. */
  loginInfo: LoginInfo | null;
  visits: VisitDay[] | null;
}

const resultOf = <T>(outcome: PromiseSettledResult<{ success: boolean; result: T }>): T | null =>
  outcome.status === 'fulfilled' && outcome.value.success ? outcome.value.result : null;

/**
 * Loads the dashboard counters. Both calls are silent: a missing endpoint shows '—' on the cards
 * instead of an error notification.
 *
 * @example
 * const { loginInfo } = useVisitStats(); <Statistic value={loginInfo?.todayIp ?? '—'} />
 */
export function useVisitStats(): VisitStats {
  const [stats, setStats] = useState<VisitStats>({ loading: true, loginInfo: null, visits: null });

  useEffect(() => {
    let active = true;
    void Promise.allSettled([
      getAction<LoginInfo>('/sys/loginfo', undefined, { silent: true }),
      getAction<VisitDay[]>('/sys/visitInfo', undefined, { silent: true }),
    ]).then(([info, visits]) => {
      if (!active) return;
      const days = resultOf(visits);
      setStats({ loading: false, loginInfo: resultOf(info), visits: Array.isArray(days) ? days : null });
    });
    return () => {
      active = false;
    };
  }, []);

  return stats;
}
