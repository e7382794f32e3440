/**
 * The analysis dashboard's counters (GET /sys/loginfo and /sys/visitInfo), counted by the database from
 * successful sign-ins. Days are the server's local calendar days (set TZ, e.g. Asia/Shanghai), because "today" is
 * what the staff in front of the screen call today.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/index';
import { countLogins, loginCounts } from './repo';

/** `result` of GET /sys/loginfo, as src/core/views/dashboard/useVisitStats.ts reads it. */
export interface LoginInfo {
  totalVisitCount: number;
  todayVisitCount: number;
  /** Distinct addresses that signed in today. */
  todayIp: number;
}

/**
 * One day of GET /sys/visitInfo (JeecgBoot's field names: `tian` is 天, the day, and `type` the same day
 * as MM-dd, which JeecgBoot's IndexChart.vue plots on its x axis).
 */
export interface VisitDay {
  tian: string;
  type: string;
  visit: number;
  ip: number;
}

function startOfDay(date: Date): Date {
  const start = new Date(date);
  start.setHours(0, 0, 0, 0);
  return start;
}

function addDays(date: Date, days: number): Date {
  const moved = new Date(date);
  moved.setDate(moved.getDate() + days);
  return moved;
}

/** YYYY-MM-DD of the local calendar day. */
function dayKey(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * Sign-ins in all, today, and the distinct addresses of today.
 *
 * @example
 * await loginInfo(db, new Date()) // { totalVisitCount: 42, todayVisitCount: 3, todayIp: 2 }
 */
export async function loginInfo(db: Kysely<Database>, now: Date): Promise<LoginInfo> {
  const today = startOfDay(now);
  const [total, [todays]] = await Promise.all([
    countLogins(db),
    loginCounts(db, [today.toISOString(), addDays(today, 1).toISOString()]),
  ]);
  return { totalVisitCount: total, todayVisitCount: todays.visit, todayIp: todays.ip };
}

/**
 * Sign-ins per day over the last `days` days including today, oldest first, zero-filled.
 *
 * @example
 * await visitInfo(db, new Date('2026-05-07T10:00:00')) // [{ tian: '2026-05-01', type: '05-01', visit: 0, ip: 0 }, ...]
 */
export async function visitInfo(db: Kysely<Database>, now: Date, days = 7): Promise<VisitDay[]> {
  const first = addDays(startOfDay(now), 1 - days);
  // Local midnights as UTC bounds, so each bucket is a calendar day where the staff are.
  const starts = Array.from({ length: days + 1 }, (_, i) => addDays(first, i));
  const counts = await loginCounts(
    db,
    starts.map((start) => start.toISOString()),
  );
  return counts.map((count, i) => {
    const tian = dayKey(starts[i]);
    return { tian, type: tian.slice(5), ...count };
  });
}
