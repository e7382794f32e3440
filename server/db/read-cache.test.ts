import { describe, expect, it } from 'vitest';
import { LocalGeneration, WriteGeneration, type Generation } from './generation';
import { ReadCache } from './read-cache';

/** A computation the test finishes by hand, counting how often it was started. */
function deferred<T>() {
  let finish!: (value: T) => void;
  let fail!: (error: Error) => void;
  let started = 0;
  const promise = new Promise<T>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const compute = () => {
    started++;
    return promise;
  };
  return { compute, finish, fail, started: () => started };
}

async function synced(shared: Generation = new LocalGeneration()) {
  const generation = new WriteGeneration(shared);
  await generation.sync();
  return { generation, cache: new ReadCache(generation) };
}

describe('the read cache', () => {
  it('computes a key once a generation, concurrent callers sharing the one computation', async () => {
    const { cache } = await synced();
    const count = deferred<number>();
    const first = cache.remember('count', count.compute);
    const second = cache.remember('count', count.compute);
    count.finish(42);
    expect(await first).toBe(42);
    expect(await second).toBe(42);
    expect(await cache.remember('count', count.compute)).toBe(42);
    expect(count.started()).toBe(1);
  });

  it('forgets everything when a write bumps the generation, here or in another process', async () => {
    const shared = new LocalGeneration();
    const { generation, cache } = await synced(shared);
    let value = 1;
    const read = () => cache.remember('v', async () => value);
    expect(await read()).toBe(1);

    value = 2;
    await generation.bump();
    await generation.sync();
    expect(await read()).toBe(2);

    // Another process's write: only the shared counter moves, and the next sync sees it.
    value = 3;
    await shared.bump();
    expect(await read()).toBe(2);
    await generation.sync();
    expect(await read()).toBe(3);
  });

  it('keeps nothing computed while a write was announcing a new generation', async () => {
    const { generation, cache } = await synced();
    const stale = deferred<string>();
    const answer = cache.remember('k', stale.compute);
    // The write lands while the read is under way: what the read answers may predate it.
    await generation.bump();
    stale.finish('before');
    expect(await answer).toBe('before');
    await generation.sync();
    expect(await cache.remember('k', async () => 'after')).toBe('after');
  });

  it('keeps nothing before the generation was ever read, nor a failed computation', async () => {
    const cache = new ReadCache(new WriteGeneration(new LocalGeneration()));
    await cache.remember('k', async () => 'unsynced');
    expect(cache.size).toBe(0);

    const { cache: other } = await synced();
    await expect(other.remember('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await other.remember('k', async () => 'again')).toBe('again');
  });

  it('holds at most its bound, dropping the oldest key', async () => {
    const generation = new WriteGeneration(new LocalGeneration());
    await generation.sync();
    const cache = new ReadCache(generation, 2);
    for (const key of ['a', 'b', 'c']) await cache.remember(key, async () => key);
    expect(cache.size).toBe(2);
    expect(await cache.remember('a', async () => 'a again')).toBe('a again');
    expect(await cache.remember('c', async () => 'c again')).toBe('c');
  });
});
