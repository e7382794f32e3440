/** Types of soak-stats.mjs, for its test (the drill itself runs as plain JavaScript under node). */

export const MAX_RSS_GROWTH: number;

export interface Answer {
  kind: string;
  status: number;
  ok: boolean;
  /** Absent for a request never sent or given up on at the end. */
  ms?: number;
  message?: string;
  error?: string;
}

export interface Tally {
  add(answer: Answer): void;
  count(): number;
  errors(): { total: number; byStatus: Record<string, number>; examples: string[] };
  latency(): {
    p50: number;
    p99: number;
    byKind: { kind: string; count: number; errors: number; p50: number; p99: number }[];
  };
}

export function percentile(sorted: ArrayLike<number>, p: number): number;
export function newTally(): Tally;
export function verdict(figures: { errors: number; startKiB: number; endKiB: number }): {
  growth: number;
  passed: boolean;
  why: string[];
};
