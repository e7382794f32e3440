/**
 * Reads remembered for a write generation (issue 15, server/db/read-cache.ts) are never stale: the count
 * of a list's filter, a role set's menu and a dictionary's items show a write in the very next request —
 * first pages and deep pages, on one process of each dialect, and across two server processes (two apps,
 * each with its own cache) sharing PostgreSQL and Redis when TEST_DATABASE_URL and TEST_REDIS_URL are set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DictOption, PermissionResult, UserListResult } from '../../schemas/index';
import { createTestRole, createTestUser, idOf } from '../../server/testing/accounts';
import { envelopeOf, sendWithToken, tokenFor } from '../../server/testing/api';
import { processSetups, secondProcess, withApp, type TestApp } from '../../server/testing/test-db';

const USER = '/platform/sys/user';

describe.each(processSetups())('remembered reads, $name', ({ dialect, redisUrl }) => {
  let t: TestApp;
  let reader: TestApp['app'];
  let admin: string;
  beforeAll(async () => {
    t = await withApp(dialect, { redisUrl });
    reader = await secondProcess(t, redisUrl);
    admin = await tokenFor(t.app, 'admin');
  });
  afterAll(async () => {
    if (reader !== t.app) await reader.close();
    await t?.close();
  });

  async function read<T>(url: string, token = admin): Promise<T> {
    const response = await sendWithToken(reader, 'GET', url, token);
    expect(response.statusCode, response.body).toBe(200);
    return envelopeOf<T>(response).result;
  }
  const total = async (query: string) => (await read<UserListResult>(`${USER}/list?${query}`)).total;
  async function write(method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown): Promise<void> {
    const response = await sendWithToken(t.app, method, url, admin, body);
    expect(response.statusCode, response.body).toBe(200);
  }

  it('counts an added, frozen and deleted user in the very next total, first page and deep page alike', async () => {
    const before = await total('pageNo=1&pageSize=10');
    expect(await total('pageNo=3&pageSize=1')).toBe(before);
    const frozenBefore = await total('status=2');
    // Asked twice, the count is remembered; the proof that it is never stale follows.
    expect(await total('pageNo=1&pageSize=10')).toBe(before);
    expect(reader.readCache.size).toBeGreaterThan(0);

    await write('POST', `${USER}/add`, {
      username: 'counted1',
      password: 'Count-1234',
      confirmpassword: 'Count-1234',
      realname: '计数',
    });
    expect(await total('pageNo=1&pageSize=10')).toBe(before + 1);
    expect(await total('pageNo=3&pageSize=1')).toBe(before + 1);

    const id = await idOf(t.db, 'sys_user', 'username', 'counted1');
    await write('PUT', `${USER}/frozenBatch`, { ids: id, status: 2 });
    expect(await total('status=2')).toBe(frozenBefore + 1);

    await write('DELETE', `${USER}/delete?id=${id}`);
    expect(await total('pageNo=1&pageSize=10')).toBe(before);
    expect(await total('pageNo=3&pageSize=1')).toBe(before);
    expect(await total('status=2')).toBe(frozenBefore);
  });

  it('shows an edited name in the very next page, whose whole answer is remembered', async () => {
    await createTestUser(t.db, 'renamed1');
    const page = async () =>
      (await read<UserListResult>(`${USER}/list?username=renamed1`)).records.map((r) => r.realname);
    expect(await page()).toEqual(['renamed1']);
    expect(await page()).toEqual(['renamed1']);
    const id = await idOf(t.db, 'sys_user', 'username', 'renamed1');
    const { records } = await read<UserListResult>(`${USER}/list?username=renamed1`);
    await write('PUT', `${USER}/edit`, {
      ...records[0],
      id,
      realname: '新名',
      selectedroles: '',
      selecteddeparts: '',
    });
    expect(await page()).toEqual(['新名']);
  });

  it('counts a role’s and a department’s members anew after a membership changes', async () => {
    const roleId = await createTestRole(t.db, 'counted_role', []);
    const userId = await createTestUser(t.db, 'member1');
    const departId = await idOf(t.db, 'sys_depart', 'org_code', 'A01A01');
    const roleUsers = `${USER}/userRoleList?roleId=${roleId}&pageNo=1&pageSize=10`;
    const ofRole = async () => (await read<UserListResult>(roleUsers)).total;
    const inDepart = () => total(`departId=${departId}`);
    expect(await ofRole()).toBe(0);
    const departBefore = await inDepart();

    await write('POST', `${USER}/addSysUserRole`, { roleId, userIdList: [userId] });
    expect(await ofRole()).toBe(1);
    await write('DELETE', `${USER}/deleteUserRole?roleId=${roleId}&userId=${userId}`);
    expect(await ofRole()).toBe(0);

    await write('PUT', `${USER}/edit`, { id: userId, selecteddeparts: departId });
    expect(await inDepart()).toBe(departBefore + 1);
  });

  it('builds a role set’s menu anew after a grant changes', async () => {
    const roleId = await createTestRole(t.db, 'menu_role', ['system', 'system-user']);
    await createTestUser(t.db, 'menu1', { roles: ['menu_role'] });
    const token = await tokenFor(reader, 'menu1');
    const pages = async () => {
      const { menu } = await read<PermissionResult>(
        '/platform/sys/permission/getUserPermissionByToken',
        token,
      );
      return menu.flatMap((item) => (item.children ?? []).map((child) => child.name));
    };
    expect(await pages()).toEqual(['system-user']);

    const granted = [
      await idOf(t.db, 'sys_permission', 'component_name', 'system'),
      await idOf(t.db, 'sys_permission', 'component_name', 'system-user'),
      await idOf(t.db, 'sys_permission', 'component_name', 'system-role'),
    ];
    await write('POST', '/platform/sys/permission/saveRolePermission', {
      roleId,
      permissionIds: granted.join(','),
    });
    expect((await pages()).sort()).toEqual(['system-role', 'system-user']);
  });

  it('answers a dictionary’s items anew after an item is added or switched off', async () => {
    const items = async () =>
      (await read<DictOption[]>('/platform/sys/dict/getDictItems/sex')).map((item) => item.text);
    const before = await items();
    const dict = await t.db
      .selectFrom('sys_dict')
      .select('id')
      .where('dict_code', '=', 'sex')
      .executeTakeFirstOrThrow();

    await write('POST', '/platform/sys/dictItem/add', { dictId: dict.id, itemText: '保密', itemValue: '9' });
    expect((await items()).sort()).toEqual([...before, '保密'].sort());

    const item = await t.db
      .selectFrom('sys_dict_item')
      .select('id')
      .where('dict_id', '=', dict.id)
      .where('item_value', '=', '9')
      .executeTakeFirstOrThrow();
    await write('PUT', '/platform/sys/dictItem/edit', { id: item.id, status: 0 });
    expect(await items()).toEqual(before);
  });
});
