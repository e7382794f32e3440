/**
 * Redis away (issue 15): with REDIS_URL set and nothing answering there, the server starts, and each
 * request that needs the shared write generation is refused with 503 and a Chinese message saying what
 * is wrong, never a 500 or a permission read from a stale cache.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, getWithToken } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const [sqlite] = dialects();

describe('the server while Redis is away', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Port 1 on loopback: nothing listens, every connection is refused at once.
    t = await withApp(sqlite, { redisUrl: 'redis://127.0.0.1:1' });
  });
  afterAll(() => t?.close());

  it('answers 503 with what to do, in Chinese', async () => {
    const response = await getWithToken(t.app, '/platform/sys/user/list', 'any-token');
    expect(response.statusCode).toBe(503);
    const body = envelopeOf(response);
    expect(body.success).toBe(false);
    expect(body.message).toBe(
      '服务暂时不可用：缓存服务（Redis）连接失败，请稍后重试；如持续出现，请联系管理员检查 Redis',
    );
  });
});
