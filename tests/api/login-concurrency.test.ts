/**
 * The sign-in locks hold under attempts sent all at once (issue 14): reading the failures so far and
 * counting the new attempt are one serialised step, so twenty wrong passwords fired together get no more
 * than five verified (the rest 429), and forty from one address no more than twenty. On each dialect.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

function loginFrom(app: FastifyInstance, remoteAddress: string, username: string, password: string) {
  return app.inject({
    method: 'POST',
    url: '/platform/sys/login',
    payload: { username, password },
    remoteAddress,
  });
}

/** How many answers had each status. */
function tally(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}

describe.each(dialects())('sign-in locks under concurrent attempts on $name', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withApp(dialect);
  });
  afterAll(() => t?.close());

  it('verifies at most five of twenty wrong passwords for one username sent at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => loginFrom(t.app, `198.51.100.${i + 1}`, 'zhangsan', `wrong-${i}`)),
    );
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 400: 5, 429: 15 });
    // And the account is locked now, for the right password too.
    expect((await loginFrom(t.app, '198.51.100.99', 'zhangsan', '123456')).statusCode).toBe(429);
  });

  it('verifies at most twenty of forty wrong sign-ins from one address sent at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => loginFrom(t.app, '203.0.113.50', `spray-${i}`, 'Spring2026!')),
    );
    expect(tally(answers.map((a) => a.statusCode))).toEqual({ 400: 20, 429: 20 });
  });

  it('still signs in several sessions of one user at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => loginFrom(t.app, '192.0.2.10', 'lisi', '123456')),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
  });
});
