/**
 * Free-text names refuse control characters (issue 11, "also seen": `realname` took a NUL). Every name of
 * users, roles, departments, dictionaries, their items and positions answers 400 naming the field and what
 * is wrong with it, on add and on edit, and nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idOf } from '../../server/testing/accounts';
import { envelopeOf, sendWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

/** NUL, backspace, escape, DEL, a newline: one of each kind of control character. */
const CONTROL = ['\u0000', '\b', '\u001b', '\u007f', '\n'];

describe.each(dialects())('control characters in names on $name', (dialect) => {
  let t: TestApp;
  let admin: string;
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await withApp(dialect);
    admin = await tokenFor(t.app, 'admin');
    ids.user = await idOf(t.db, 'sys_user', 'username', 'zhangsan');
    ids.role = await idOf(t.db, 'sys_role', 'role_code', 'user');
    const dict = await t.db
      .selectFrom('sys_dict')
      .select('id')
      .where('dict_code', '=', 'sex')
      .executeTakeFirstOrThrow();
    ids.dict = dict.id;
    const depart = await t.db.selectFrom('sys_depart').select('id').executeTakeFirstOrThrow();
    ids.depart = depart.id;
    const item = await t.db
      .selectFrom('sys_dict_item')
      .select('id')
      .where('dict_id', '=', ids.dict)
      .executeTakeFirstOrThrow();
    ids.item = item.id;
  });
  afterAll(() => t?.close());

  /** [method, path, body with the name in it, the name's field] */
  const cases = (name: string) =>
    [
      [
        'POST',
        'sys/user/add',
        { username: 'ctrl_user', realname: name, password: 'Abc-12345', confirmpassword: 'Abc-12345' },
        'realname',
      ],
      ['PUT', 'sys/user/edit', { id: ids.user, realname: name }, 'realname'],
      ['POST', 'sys/role/add', { roleName: name, roleCode: 'ctrl_role' }, 'roleName'],
      ['PUT', 'sys/role/edit', { id: ids.role, roleName: name }, 'roleName'],
      ['POST', 'sys/role/add', { roleName: '角色', roleCode: 'ctrl_role', description: name }, 'description'],
      ['POST', 'sys/sysDepart/add', { departName: name }, 'departName'],
      ['PUT', 'sys/sysDepart/edit', { id: ids.depart, departName: name }, 'departName'],
      ['POST', 'sys/dict/add', { dictName: name, dictCode: 'ctrl_dict' }, 'dictName'],
      ['PUT', 'sys/dict/edit', { id: ids.dict, dictName: name, dictCode: 'sex' }, 'dictName'],
      ['POST', 'sys/dictItem/add', { dictId: ids.dict, itemText: name, itemValue: '9' }, 'itemText'],
      ['PUT', 'sys/dictItem/edit', { id: ids.item, itemText: name }, 'itemText'],
      ['POST', 'sys/position/add', { name, code: 'ctrl_pos' }, 'name'],
    ] as const;

  it('answers 400 naming the field for a control character anywhere in a name', async () => {
    for (const control of CONTROL) {
      for (const name of [`张${control}三`, `${control}名字`, `名字${control}`]) {
        for (const [method, path, body, field] of cases(name)) {
          const response = await sendWithToken(t.app, method, `/platform/${path}`, admin, body);
          const what = `${method} ${path} ${JSON.stringify(name)}`;
          expect(response.statusCode, `${what}: ${response.body}`).toBe(400);
          expect(envelopeOf(response).message, what).toMatch(
            new RegExp(`^请求参数错误：\\$\\.${field} 不能包含控制字符`),
          );
        }
      }
    }
    const stored = await t.db
      .selectFrom('sys_user')
      .select('id')
      .where('username', '=', 'ctrl_user')
      .executeTakeFirst();
    expect(stored).toBeUndefined();
  });

  it('still takes names with spaces, punctuation and any script', async () => {
    const response = await sendWithToken(t.app, 'PUT', '/platform/sys/user/edit', admin, {
      id: ids.user,
      realname: 'Zhang San-李 (ÄÖ) 🙂',
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});
