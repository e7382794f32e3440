/**
 * The user fields JeecgBoot's user form has beyond name and contacts (issue 13): 职务 (several position
 * codes), 头像, 生日, 座机, 身份 and 负责部门 (departIds), each saved, read back and refused with a Chinese
 * 400 that says what to fix; 所属部门 travels as JeecgBoot's selecteddeparts, in both its forms. On each
 * dialect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate } from '../../schemas/index';
import { idOf } from '../../server/testing/accounts';
import { envelopeOf, sendWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const BASE = '/platform/sys/user';
type Profile = {
  id: string;
  post: string | null;
  post_dictText: string;
  avatar: string | null;
  birthday: string | null;
  telephone: string | null;
  userIdentity: number;
  userIdentity_dictText: string;
  selecteddeparts: string;
  departNames: string[];
  departIds: string;
  departIds_dictText: string;
};

describe.each(dialects())('user profile fields on $name', (dialect) => {
  let t: TestApp;
  let admin: string;
  let rd: string;
  let pm: string;
  beforeAll(async () => {
    t = await withApp(dialect);
    admin = await tokenFor(t.app, 'admin');
    rd = await idOf(t.db, 'sys_depart', 'org_code', 'A01A01');
    pm = await idOf(t.db, 'sys_depart', 'org_code', 'A01A02');
  });
  afterAll(() => t?.close());

  const call = (method: 'POST' | 'PUT' | 'GET', path: string, payload?: unknown) =>
    sendWithToken(t.app, method, `${BASE}/${path}`, admin, payload);
  const add = async (body: Record<string, unknown>) => {
    const response = await call('POST', 'add', { password: 'secret1', realname: '档案', ...body });
    expect(response.statusCode, response.body).toBe(200);
    return envelopeOf<Profile>(response).result;
  };
  const read = async (id: string) => envelopeOf<Profile>(await call('GET', `queryById?id=${id}`)).result;
  const refused = async (method: 'POST' | 'PUT', path: string, body: unknown, message: string) => {
    const response = await call(method, path, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(envelopeOf(response).message).toContain(message);
  };

  it('saves every field as the page sends it and reads it back, with the names beside the codes', async () => {
    const avatar = '/platform/sys/common/static/files/20261124/a.png';
    const user = await add({
      username: 'profile1',
      post: ['DEV', 'PM'],
      avatar: [{ key: '1700_abc', url: avatar }],
      birthday: '1990-05-17',
      telephone: '010-12345678',
      userIdentity: 2,
      selecteddeparts: [rd, pm],
      departIds: [pm],
    });
    expect(validate('UserRecord', user)).toEqual({ ok: true, errors: [] });
    const back = await read(user.id);
    expect(back).toMatchObject({
      post: 'DEV,PM',
      post_dictText: '开发工程师,产品经理',
      avatar,
      birthday: '1990-05-17',
      telephone: '010-12345678',
      userIdentity: 2,
      userIdentity_dictText: '上级',
      selecteddeparts: `${rd},${pm}`,
      departIds: pm,
      departIds_dictText: '市场部',
    });
    // The list shows the same record.
    const listed = envelopeOf<{ records: Profile[] }>(await call('GET', 'list?username=profile1')).result;
    expect(listed.records[0]).toMatchObject({ avatar, post: 'DEV,PM', departIds: pm });
  });

  it('takes JeecgBoot’s own forms: comma strings and a plain avatar address', async () => {
    const user = await add({
      username: 'profile2',
      post: 'QA,',
      avatar: 'temp/b.png',
      selecteddeparts: `${rd},`,
      userIdentity: 2,
      departIds: `${rd},${pm}`,
    });
    expect(await read(user.id)).toMatchObject({
      post: 'QA',
      post_dictText: '测试工程师',
      avatar: 'temp/b.png',
      selecteddeparts: rd,
      departIds: `${rd},${pm}`,
    });
  });

  it('edits each field alone, clears it with an empty value, and clears 负责部门 for a 普通用户', async () => {
    const user = await add({ username: 'profile3', userIdentity: 2, departIds: rd, post: 'DEV' });
    const edit = async (body: Record<string, unknown>) => {
      const response = await call('PUT', 'edit', { id: user.id, ...body });
      expect(response.statusCode, response.body).toBe(200);
      return read(user.id);
    };
    expect(await edit({ telephone: '0571-8888888' })).toMatchObject({
      telephone: '0571-8888888',
      post: 'DEV',
      departIds: rd,
      userIdentity: 2,
    });
    expect(await edit({ post: [], avatar: [], birthday: '', telephone: '' })).toMatchObject({
      post: null,
      post_dictText: '',
      avatar: null,
      birthday: null,
      telephone: null,
    });
    expect(await edit({ departIds: '' })).toMatchObject({ departIds: '', userIdentity: 2 });
    expect(await edit({ departIds: [pm] })).toMatchObject({ departIds: pm });
    // JeecgBoot's form sends departIds '' for a 普通用户; our server clears it whatever is sent.
    expect(await edit({ userIdentity: 1, departIds: [pm] })).toMatchObject({
      userIdentity: 1,
      userIdentity_dictText: '普通用户',
      departIds: '',
      departIds_dictText: '',
    });
  });

  it('refuses bad values with a message that says what to fix, storing nothing', async () => {
    const base = { username: 'badprofile', password: 'secret1', realname: '坏' };
    await refused('POST', 'add', { ...base, post: 'DEV,NOPE' }, '职务不存在：NOPE');
    await refused('POST', 'add', { ...base, post: ['DEV', 'a\nb'] }, '$.post');
    await refused('POST', 'add', { ...base, post: 'DEV,a b' }, '$.post');
    await refused('POST', 'add', { ...base, telephone: '12345' }, '座机号码格式不正确，应为区号-号码');
    await refused('POST', 'add', { ...base, telephone: '010-0123456' }, '应为区号-号码，如 010-12345678');
    await refused('POST', 'add', { ...base, birthday: '17.05.1990' }, '$.birthday');
    await refused('POST', 'add', { ...base, userIdentity: 3 }, '$.userIdentity');
    await refused('POST', 'add', { ...base, userIdentity: 2, departIds: 'nope' }, '部门不存在：nope');
    await refused('POST', 'add', { ...base, departIds: "x' or 1=1" }, '$.departIds');
    await refused('POST', 'add', { ...base, avatar: [{ url: 'a.png' }, { url: 'b.png' }] }, '$.avatar');
    await refused('POST', 'add', { ...base, selecteddeparts: 'nope' }, '部门不存在：nope');
    const stored = await t.db.selectFrom('sys_user').select('id').where('username', '=', 'badprofile');
    expect(await stored.execute()).toEqual([]);
    const user = await add({ username: 'profile4' });
    await refused('PUT', 'edit', { id: user.id, telephone: 'abc' }, '座机号码格式不正确');
    await refused('PUT', 'edit', { id: user.id, post: ['NOPE'] }, '职务不存在：NOPE');
    expect(await read(user.id)).toMatchObject({ telephone: null, post: null });
  });

  it('keeps positions consistent with users holding several: recoding renames in place, deleting a held one is refused', async () => {
    const position = async (method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: unknown) =>
      sendWithToken(t.app, method, `/platform/sys/position/${path}`, admin, payload);
    const created = async (code: string) =>
      envelopeOf<{ id: string }>(await position('POST', 'add', { code, name: `职务${code}` })).result.id;
    const loose = await created('A_B');
    const held = await created('AXB');
    const renamed = await created('OPS1');
    const user = await add({ username: 'profile5', post: ['OPS1', 'AXB'] });
    // 'A_B' is a LIKE pattern that matches 'AXB', yet nobody holds A_B itself.
    expect((await position('DELETE', `delete?id=${loose}`)).statusCode).toBe(200);
    const inUse = await position('DELETE', `delete?id=${held}`);
    expect(inUse.statusCode, inUse.body).toBe(400);
    expect(envelopeOf(inUse).message).toBe('该职务下有用户，不能删除：AXB');
    expect((await position('PUT', 'edit', { id: renamed, code: 'OPS2' })).statusCode).toBe(200);
    expect(await read(user.id)).toMatchObject({ post: 'OPS2,AXB', post_dictText: '职务OPS1,职务AXB' });
  });
});
