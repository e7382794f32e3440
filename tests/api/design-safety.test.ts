/**
 * Issue 11, findings 4–6 on the server: a design whose names reach Object.prototype, that nests past 32
 * containers, or whose pattern could hang a browser is refused at save with a 400 naming the JSON path — and
 * no deeply nested body, design or not, gets a 500. On each dialect.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, sendWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const BASE = '/platform/cgform/cgformDesign';
const input = (model: string, options: object = {}) => ({
  type: 'input',
  name: model,
  key: `input_${model.replace(/\W/g, '_')}`,
  model,
  options,
});
const form = (...list: object[]) => JSON.stringify({ list, config: {} });
/** `levels` grids, each inside the one before, with an input inside the innermost. */
const nested = (levels: number) => {
  let inner: object = input('deep');
  for (let i = levels; i > 0; i--)
    inner = { type: 'grid', key: `grid_${i}`, options: {}, columns: [{ span: 24, list: [inner] }] };
  return form(inner);
};

describe.each(dialects())('design safety on $name', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await withApp(dialect);
    admin = await tokenFor(t.app, 'admin');
  });
  afterAll(() => t?.close());

  const add = (name: string, jsonStr: string) =>
    sendWithToken(t.app, 'POST', `${BASE}/add`, admin, { name, jsonStr });
  const refused = async (name: string, jsonStr: string) => {
    const response = await add(name, jsonStr);
    expect(response.statusCode, response.body).toBe(400);
    return envelopeOf(response).message;
  };

  it('refuses prototype models, keys and mappings with the JSON path and what to do (finding 4)', async () => {
    expect(await refused('proto-a', form(input('ok'), input('__proto__.polluted')))).toBe(
      '设计不符合格式：$.list[1].model: 不能用 __proto__ 作字段名或路径的一段（它会改写所有对象共有的原型），请改名',
    );
    expect(await refused('proto-b', form(input('constructor.prototype.x')))).toContain(
      '$.list[0].model: 不能用 constructor 作字段名',
    );
    const select = {
      ...input('city'),
      type: 'select',
      options: { remote: true, remoteFunc: 'funcCities', props: { value: 'prototype' } },
    };
    expect(await refused('proto-c', form(select))).toContain(
      '$.list[0].options.props.value: 不能用 prototype',
    );
    expect(await refused('proto-d', '{"list":[],"config":{},"__proto__":{"polluted":1}}')).toBe(
      '设计不符合格式：$.__proto__: 不能用 __proto__ 作属性名（它会改写所有对象共有的原型），请删掉',
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('accepts 32 levels of nesting and refuses 33, 833 and 834 with a 400 naming the path (finding 5)', async () => {
    expect((await add('deep-32', nested(32))).statusCode).toBe(200);
    const where = '$.list[0]' + '.columns[0].list[0]'.repeat(33);
    for (const levels of [33, 833, 834])
      expect(await refused(`deep-${levels}`, nested(levels))).toBe(
        `设计不符合格式：${where}: 嵌套超过 32 层（栅格、标签页、卡片、增删改查及按钮里的表单或页面各算一层），请减少嵌套`,
      );
  });

  it('refuses a design of 300,000 nested arrays, and nested bodies never reach a 500', async () => {
    const deep = '['.repeat(300_000) + ']'.repeat(300_000);
    expect(await refused('deep-json', deep)).toContain('JSON 嵌套超过 400 层，请简化');
    const wrapped = `{"list":[{"type":"input","name":"a","key":"a","model":"a","options":{"defaultValue":${deep}}}],"config":{}}`;
    expect(await refused('deep-default', wrapped)).toContain('JSON 嵌套超过 400 层，请简化');
    // The same depth as the body itself, on a design route, an anonymous one and another module's.
    const body = `{"name":"x","jsonStr":"{}","extra":${'['.repeat(400_000)}${']'.repeat(400_000)}}`;
    for (const [method, url, token] of [
      ['POST', `${BASE}/add`, admin],
      ['POST', '/platform/sys/login', undefined],
      ['PUT', '/platform/sys/user/edit', admin],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        payload: body,
        headers: { 'content-type': 'application/json', ...(token ? { 'x-access-token': token } : {}) },
      });
      expect(response.statusCode, `${method} ${url}: ${response.body.slice(0, 200)}`).toBeLessThan(500);
      expect(envelopeOf(response).message, url).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('refuses a pattern that could hang the browser or does not compile, naming where (finding 6)', async () => {
    expect(await refused('regex-a', form(input('a', { pattern: '^(a+)+$' })))).toBe(
      '设计不符合格式：$.list[0].options.pattern: 正则表达式可能导致浏览器卡死（嵌套的重复）：^(a+)+$，请改写',
    );
    const ruled = { ...input('b'), rules: [{ pattern: '/(a*)*b/i', message: '不对' }] };
    expect(await refused('regex-b', form(ruled))).toContain('$.list[0].rules[0].pattern: 正则表达式');
    expect(await refused('regex-c', form(input('c', { pattern: '(' })))).toBe(
      '设计不符合格式：$.list[0].options.pattern: 正则表达式无法解析：(，请检查括号、方括号与转义',
    );
    expect((await add('regex-ok', form(input('d', { pattern: '/^1[3-9]\\d{9}$/' })))).statusCode).toBe(200);
  });
});
