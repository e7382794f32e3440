import { describe, expect, it } from 'vitest';
import { APP_ERR_SHARED_STATE_DOWN } from '../errors';
import { WriteGeneration, type Generation } from './generation';

/** A shared generation whose store can be taken away, as Redis can. */
class FlakyGeneration implements Generation {
  value = 0;
  down = false;
  async current(): Promise<number> {
    if (this.down) throw new APP_ERR_SHARED_STATE_DOWN();
    return this.value;
  }
  async bump(): Promise<void> {
    if (this.down) throw new APP_ERR_SHARED_STATE_DOWN();
    this.value++;
  }
  async close(): Promise<void> {}
}

describe('the write generation when the shared store is away', () => {
  it('refuses a read with 503 and forgets what the caches hold', async () => {
    const shared = new FlakyGeneration();
    const generation = new WriteGeneration(shared);
    let forgotten = 0;
    generation.onChange(() => forgotten++);
    await generation.sync();
    expect(generation.known).toBe(0);

    shared.down = true;
    const refusal = await generation.sync().catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(APP_ERR_SHARED_STATE_DOWN);
    expect((refusal as Error).message).toContain('Redis');
    expect((refusal as { statusCode: number }).statusCode).toBe(503);
    expect(generation.known).toBeNaN();
    expect(forgotten).toBe(2);
  });

  it('owes a bump it could not deliver and pays it before the next read, so other processes forget', async () => {
    const shared = new FlakyGeneration();
    const generation = new WriteGeneration(shared, 60_000);
    await generation.sync();

    shared.down = true;
    await expect(generation.bump()).resolves.toBeUndefined();
    expect(shared.value).toBe(0);

    shared.down = false;
    await generation.sync();
    expect(shared.value).toBe(1);
    expect(generation.known).toBe(1);
    await generation.close();
  });

  it('pays an owed bump on its own once the store is back, without waiting for a request', async () => {
    const shared = new FlakyGeneration();
    const generation = new WriteGeneration(shared, 10);
    shared.down = true;
    await generation.bump();
    shared.down = false;
    await expect.poll(() => shared.value, { timeout: 2000 }).toBe(1);
    await generation.close();
  });
});
