/**
 * Issue 16, point 1: every list of JeecgBoot's client loads through JeecgListMixin, which sends
 * `column=createTime&order=desc` (mixins/JeecgListMixin.js:33-34), `field=id,,<dataIndex>…` (:126, :131-137),
 * pageNo, pageSize and getAction's `_t` cache-buster (api/manage.js), and reads `result.records` and
 * `result.total` (:88-91). Records name their audit fields as the client does: createTime, createBy …
 * Dougong's former names (createdAt) still sort.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, getWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

interface Page {
  records: Record<string, unknown>[];
  total: number;
}

/** Each list's url.list (views/system/<List>.vue) and the audit fields its records carry. */
const LISTS = [
  ['/sys/user/list', 'views/system/UserList.vue:294', ['createTime', 'createBy', 'updateTime', 'updateBy']],
  ['/sys/role/list', 'views/system/RoleList.vue:168', ['createTime', 'createBy', 'updateTime', 'updateBy']],
  ['/sys/dict/list', 'views/system/DictList.vue:135', ['createTime', 'createBy', 'updateTime', 'updateBy']],
  [
    '/sys/position/list',
    'views/system/SysPositionList.vue:161',
    ['createTime', 'createBy', 'updateTime', 'updateBy'],
  ],
  ['/sys/log/list', 'views/system/LogList.vue:178', ['createTime']],
] as const;

describe.each(dialects())('the lists as JeecgListMixin loads them, $name', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await withApp(dialect);
    admin = await tokenFor(t.app, 'admin');
  });
  afterAll(() => t?.close());

  const page = async (path: string, query: string) => {
    const response = await getWithToken(t.app, `/platform${path}?${query}`, admin);
    expect(response.statusCode, `${path}?${query}: ${response.body.slice(0, 300)}`).toBe(200);
    return envelopeOf<Page>(response).result;
  };

  it.each(LISTS)(
    '%s (%s) sorts by createTime and answers the audit fields by the client’s names',
    async (path, _caller, fields) => {
      const query = `_t=${Date.now()}&column=createTime&order=desc&field=id,,createTime&pageNo=1&pageSize=10`;
      const { records, total } = await page(path, query);
      expect(total).toBeGreaterThan(0);
      for (const field of fields) expect(records[0], `${path} ${field}`).toHaveProperty(field);
      expect(records[0]).not.toHaveProperty('createdAt');
      const times = records.map((record) => String(record.createTime));
      expect(times).toEqual([...times].sort().reverse());

      const ascending = await page(path, `column=createTime&order=asc&pageNo=1&pageSize=10`);
      expect(ascending.total).toBe(total);
      const former = await page(path, `column=createdAt&order=desc&pageNo=1&pageSize=10`);
      expect(former.records.map((record) => record.id)).toEqual(records.map((record) => record.id));
    },
  );
});
