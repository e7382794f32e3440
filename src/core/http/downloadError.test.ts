import { afterEach, expect, it, vi } from 'vitest';
import { envelope, mockHttp } from '../../test/httpMock';
import { downFile } from './api';
import { http } from './client';
import { installErrorHandling, type CatalogueEffects } from './errorHandling';

const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((undo) => undo()));

/**
 * A refused download (issue 13's log export past 10,000 rows): the browser receives the envelope as a
 * Blob, which the catalogue reads so the server's own message shows.
 */
it('shows the server message of a refused download whose body arrived as a Blob', async () => {
  const effects = {
    notify: vi.fn(),
    showExpired: vi.fn(),
    logout: vi.fn(async () => undefined),
    reload: vi.fn(),
    schedule: vi.fn(),
  } satisfies CatalogueEffects;
  const message =
    '符合条件的日志有 10001 条，超过一次导出的上限 10000 条，请缩小时间范围或增加筛选条件后再导出';
  const body = new Blob([JSON.stringify(envelope(400, message))], { type: 'application/json' });
  const server = mockHttp(() => ({ status: 400, body }));
  cleanups.push(server.restore, installErrorHandling(http, effects));
  const refused = await downFile('/sys/log/exportXls', { logType: 2 }).catch((error: unknown) => error);
  expect(effects.notify).toHaveBeenCalledWith('系统提示', message, 4);
  // Callers see the envelope too.
  expect((refused as { response: { data: unknown } }).response.data).toMatchObject({
    success: false,
    message,
  });
});
