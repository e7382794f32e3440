import { describe, expect, it } from 'vitest';
import { newTally, percentile, verdict } from './soak-stats.mjs';

describe('the soak figures', () => {
  it('reads p50 and p99 by nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 0.5)).toBe(50);
    expect(percentile(sorted, 0.99)).toBe(99);
    expect(percentile([7], 0.99)).toBe(7);
  });

  it('counts every answer that is not 2xx with success as an error, by status', () => {
    const tally = newTally();
    tally.add({ kind: 'user list', status: 200, ok: true, ms: 3 });
    tally.add({ kind: 'user list', status: 500, ok: false, ms: 9, message: '系统繁忙' });
    tally.add({ kind: 'role list', status: 200, ok: false, ms: 2, message: '失败' });
    tally.add({ kind: 'role list', status: 0, ok: false, ms: 10_000, error: 'timeout' });
    const errors = tally.errors();
    expect(errors.total).toBe(3);
    expect(tally.latency().p99).toBe(10_000);
    expect(errors.byStatus).toEqual({ 500: 1, '200 success:false': 1, timeout: 1 });
    tally.add({ kind: 'not sent', status: 0, ok: false, error: 'not sent' });
    expect(tally.count()).toBe(5);
    expect(tally.errors().byStatus['not sent']).toBe(1);
    expect(tally.latency().byKind).toContainEqual({ kind: 'user list', count: 2, errors: 1, p50: 3, p99: 9 });
  });

  it('fails on any error or on RSS growth above 10 %', () => {
    expect(verdict({ errors: 0, startKiB: 100_000, endKiB: 110_000 }).passed).toBe(true);
    expect(verdict({ errors: 0, startKiB: 100_000, endKiB: 110_100 }).why).toEqual([
      'RSS grew 10.1 % (goal ≤ 10 %)',
    ]);
    expect(verdict({ errors: 1, startKiB: 100_000, endKiB: 90_000 }).why).toEqual(['1 errors (goal 0)']);
  });
});
