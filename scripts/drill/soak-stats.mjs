/**
 * What the soak counts: answers by kind and status, latencies, and the verdict against its goals.
 * Pure, so the verdict is tested without a ten-minute run (soak-stats.test.ts).
 */

/** The soak's goals: no error at all, and the server's RSS at most 10 % above its post-warm-up size. */
export const MAX_RSS_GROWTH = 0.1;

/**
 * The value below which `p` (0..1) of the sorted numbers fall (nearest rank).
 *
 * @example
 * percentile([1, 2, 3, 4], 0.5) // 2
 */
export function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}

/**
 * A tally of answers. `add()` takes what api.call() resolved to, with its `kind`.
 *
 * @example
 * const tally = newTally();
 * tally.add({ kind: 'user list', status: 200, ok: true, ms: 3.1 });
 * tally.errors() // { total: 0, byStatus: {} }
 */
export function newTally() {
  const kinds = new Map();
  const all = [];
  const errors = new Map();
  return {
    add(answer) {
      const kind = kinds.get(answer.kind) ?? { count: 0, errors: 0, ms: [] };
      kinds.set(answer.kind, kind);
      kind.count++;
      // A request never sent, or given up on at the end, has no latency to count.
      if (answer.ms !== undefined) {
        kind.ms.push(answer.ms);
        all.push(answer.ms);
      }
      if (answer.ok) return;
      kind.errors++;
      const key =
        answer.status === 0
          ? answer.error
          : answer.status < 300
            ? `${answer.status} success:false`
            : answer.status;
      errors.set(key, [...(errors.get(key) ?? []), `${answer.kind}: ${answer.message ?? answer.error}`]);
    },
    count: () => [...kinds.values()].reduce((sum, kind) => sum + kind.count, 0),
    /** Errors by status ('timeout' and 'network' when no answer came), with a few example messages. */
    errors() {
      const byStatus = Object.fromEntries([...errors].map(([key, list]) => [key, list.length]));
      const examples = [...errors.values()].flatMap((list) => list.slice(0, 3));
      return { total: Object.values(byStatus).reduce((a, b) => a + b, 0), byStatus, examples };
    },
    /** p50 and p99 in ms, overall and by kind. */
    latency() {
      const summary = (ms) => {
        const sorted = Float64Array.from(ms).sort();
        return { p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) };
      };
      const byKind = [...kinds].map(([kind, k]) => ({
        kind,
        count: k.count,
        errors: k.errors,
        ...summary(k.ms),
      }));
      return { ...summary(all), byKind: byKind.sort((a, b) => b.count - a.count) };
    },
  };
}

/**
 * The soak's verdict: passed when there was no error and RSS grew at most MAX_RSS_GROWTH from `startKiB`.
 *
 * @example
 * verdict({ errors: 0, startKiB: 150_000, endKiB: 160_000 }) // { growth: 0.0667, passed: true, why: [] }
 */
export function verdict({ errors, startKiB, endKiB }) {
  const growth = endKiB / startKiB - 1;
  const why = [];
  if (errors > 0) why.push(`${errors} errors (goal 0)`);
  // Compared as products: end / start - 1 is 0.10000000000000009 for exactly 10 %.
  if (endKiB > startKiB * (1 + MAX_RSS_GROWTH))
    why.push(`RSS grew ${(growth * 100).toFixed(1)} % (goal ≤ 10 %)`);
  return { growth, passed: why.length === 0, why };
}
