/**
 * Housekeeping of sign-in: ended sessions and old login failures are deleted once the server is ready
 * and then every hour, so the tables hold what is live plus a little history rather than every sign-in
 * since installation. The login log (sys_log) is the lasting record of who signed in, from where.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/index';
import { deleteFailuresBefore, deleteSessionsEndedBefore } from './repo';
import { failureRelevanceMs, IP_LOCKOUT, LOCKOUT } from './service';

/**
 * Ended sessions stay a day after they expired or were revoked, so that whoever looks into a logout, a
 * freeze or a password change on the same or the next day still sees which sessions it ended, from which
 * address and browser.
 */
export const ENDED_SESSION_KEPT_MS = 24 * 60 * 60 * 1000;

/** A failure is kept for as long as a lock can still depend on it (20 minutes), and not longer. */
export const FAILURE_KEPT_MS = Math.max(failureRelevanceMs(LOCKOUT), failureRelevanceMs(IP_LOCKOUT));

/** The purge runs this often after the first run at start-up. */
export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** What one purge deleted. */
export interface PurgeResult {
  sessions: number;
  failures: number;
}

/**
 * Deletes the sessions that ended more than ENDED_SESSION_KEPT_MS before `now` and the login failures
 * older than FAILURE_KEPT_MS. Live sessions are never touched.
 *
 * @example
 * await purgeEndedSignIns(db, new Date()) // { sessions: 12, failures: 3 }
 */
export async function purgeEndedSignIns(db: Kysely<Database>, now: Date): Promise<PurgeResult> {
  const sessions = await deleteSessionsEndedBefore(
    db,
    new Date(now.getTime() - ENDED_SESSION_KEPT_MS).toISOString(),
  );
  const failures = await deleteFailuresBefore(db, new Date(now.getTime() - FAILURE_KEPT_MS).toISOString());
  return { sessions, failures };
}

/**
 * Runs the purge when `app` is ready and then every PURGE_INTERVAL_MS by `app.clock`, on a timer that does
 * not keep the process alive and stops on close. A failed run is logged and does not stop the server:
 * the next run deletes the same rows.
 *
 * @example
 * schedulePurge(app); // inside the auth plugin
 */
export function schedulePurge(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  const run = (): Promise<void> => {
    running ??= purgeEndedSignIns(app.db, app.clock())
      .then(
        (purged) => {
          if (purged.sessions + purged.failures > 0)
            app.log.info(purged, 'purged ended sessions and old login failures');
        },
        (error: unknown) =>
          app.log.error({ err: error }, 'purging ended sessions and old login failures failed'),
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), PURGE_INTERVAL_MS);
    timer.unref();
  });
  // The caller destroys the database after close: a run still going must finish first.
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
