import { afterEach, beforeEach } from 'vitest';
import { dictOptions } from '../../test/fixtures/records';
import { envelope, mockHttp } from '../../test/httpMock';

/** The seeded 性别 dictionary as GET /sys/dict/getDictItems/sex answers it. */
export const SEX_ITEMS = dictOptions([
  ['1', '男'],
  ['2', '女'],
]);

/**
 * Test helper: answers GET /sys/dict/getDictItems/sex with SEX_ITEMS (any other code with 404) around
 * each test (each render has a fresh query cache); returns the recorded requests.
 *
 * @example
 * const requests = useDictionaryServer();
 * expect(requests().filter((r) => r.url.endsWith('/sex'))).toHaveLength(1);
 */
export function useDictionaryServer() {
  let server: ReturnType<typeof mockHttp> | undefined;
  beforeEach(() => {
    server = mockHttp((request) =>
      request.url === '/sys/dict/getDictItems/sex'
        ? { status: 200, body: envelope(200, '操作成功', SEX_ITEMS) }
        : undefined,
    );
  });
  afterEach(() => server?.restore());
  return () => server?.requests ?? [];
}
