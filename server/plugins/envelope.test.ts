import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Database } from '../db/index';
import { databasePlugin } from './database';
import { envelopePlugin, JsonText } from './envelope';

describe('the success envelope', () => {
  let dir: string;
  let db: Kysely<Database>;
  let app: FastifyInstance;
  const result = {
    menu: [{ name: '系统管理', children: [{ path: '/system/user', hidden: false }] }],
    n: 1.5,
  };
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dougong-envelope-'));
    db = createDb({ dataDir: dir });
    app = Fastify();
    await app.register(databasePlugin, { db, clock: () => new Date('2026-03-02T02:00:00.000Z') });
    await app.register(envelopePlugin);
    app.get('/platform/plain', async (_request, reply) => reply.ok(result, '查询成功'));
    app.get('/platform/text', async (_request, reply) =>
      reply.ok(new JsonText(JSON.stringify(result)), '查询成功'),
    );
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers a result serialised beforehand byte for byte as the result itself', async () => {
    const plain = await app.inject({ method: 'GET', url: '/platform/plain' });
    const text = await app.inject({ method: 'GET', url: '/platform/text' });
    expect(text.statusCode).toBe(200);
    expect(text.body).toBe(plain.body);
    expect(text.headers['content-type']).toBe(plain.headers['content-type']);
    expect(text.json()).toEqual({
      success: true,
      message: '查询成功',
      code: 200,
      result,
      timestamp: Date.parse('2026-03-02T02:00:00.000Z'),
    });
  });
});
