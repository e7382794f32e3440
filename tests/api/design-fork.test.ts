/**
 * Form designs from forks of form-making (issue 16): the save keeps what a fork added — an unknown widget
 * type, option and top-level keys, no config — stores the design exactly as sent and answers each
 * addition as a warning (in result and in the message); a wrong value of a known key, a prototype key
 * or an unsafe pattern is still a 400. On each dialect.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validate, type DesignSaved } from '../../schemas/index';
import { envelopeOf, sendWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

const BASE = '/platform/cgform/cgformDesign';
// Written for this test (schemas/fixtures/fork-design.json): a fork's childTable and scanCode, option keys
// datasource and prefix, a rule's trigger, a top-level title and no config.
const FORK = readFileSync('schemas/fixtures/fork-design.json', 'utf8');

describe.each(dialects())('a fork design saved on $name', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await withApp(dialect);
    admin = await tokenFor(t.app, 'admin');
  });
  afterAll(() => t?.close());

  const call = (method: 'GET' | 'POST', path: string, payload?: unknown) =>
    sendWithToken(t.app, method, `${BASE}/${path}`, admin, payload);

  it('saves with warnings and stores the design unchanged (round trip)', async () => {
    const response = await call('POST', 'add', { name: '设备巡检单', jsonStr: FORK });
    expect(response.statusCode, response.body).toBe(200);
    const saved = envelopeOf<DesignSaved>(response);
    expect(validate('DesignSaved', saved.result)).toEqual({ ok: true, errors: [] });
    expect(saved.success).toBe(true);
    expect(saved.result.warnings?.map((w) => w.path)).toEqual([
      '$.title',
      '$.list[0].options.prefix',
      '$.list[0].options.datasource',
      '$.list[0].rules[0].trigger',
      '$.list[1]',
      '$.list[3].columns[0].list[0]',
      '$.config',
    ]);
    expect(saved.message).toMatch(/^添加成功！有 7 条提醒：\$\.title: 未知的属性 title/);
    expect(saved.message).toContain('$.list[1]: 不支持的控件：scanCode');

    const detail = envelopeOf<{ jsonStr: string }>(await call('GET', `queryById?id=${saved.result.id}`));
    expect(detail.result.jsonStr).toBe(FORK);

    const edited = envelopeOf<DesignSaved>(
      await call('POST', 'edit', { id: saved.result.id, jsonStr: detail.result.jsonStr }),
    );
    expect(edited.result).toMatchObject({ version: 2, warnings: saved.result.warnings });
    expect(edited.message).toMatch(/^保存成功！有 7 条提醒/);
  });

  it('answers a clean design with no warnings, as before', async () => {
    const saved = envelopeOf<DesignSaved>(
      await call('POST', 'add', { name: '空表单', jsonStr: '{"list":[],"config":{}}' }),
    );
    expect(saved.message).toBe('添加成功！');
    expect(saved.result).not.toHaveProperty('warnings');
  });

  it('still refuses a wrong value of a known key beside the additions', async () => {
    const design = JSON.parse(FORK) as { list: Array<{ options: Record<string, unknown> }> };
    design.list[0]!.options.width = true;
    const response = await call('POST', 'add', { name: '坏宽度', jsonStr: JSON.stringify(design) });
    expect(response.statusCode).toBe(400);
    expect(envelopeOf(response).message).toContain('$.list[0].options.width: 应当是字符串或数字');
  });

  it('still refuses a prototype key or an unsafe pattern hidden in an unknown widget', async () => {
    const proto = FORK.replace('"codeType": "qr"', '"codeType": "qr", "__proto__": { "isAdmin": true }');
    expect(proto).not.toBe(FORK);
    const polluted = await call('POST', 'add', { name: '原型', jsonStr: proto });
    expect(polluted.statusCode).toBe(400);
    expect(envelopeOf(polluted).message).toContain('$.list[1].options.__proto__: 不能用 __proto__ 作属性名');

    const pattern = FORK.replace('"codeType": "qr"', '"codeType": "qr", "pattern": "^(a+)+$"');
    const slow = await call('POST', 'add', { name: '慢正则', jsonStr: pattern });
    expect(slow.statusCode).toBe(400);
    expect(envelopeOf(slow).message).toContain('$.list[1].options.pattern: 正则表达式可能导致浏览器卡死');
  });
});
