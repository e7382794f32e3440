/**
 * The OpenAPI document (issue 11, the drill): generated from the route schemas, served at /platform/docs
 * and /platform/docs/json to signed-in admins only (401 anonymous, 403 to anyone without the admin role,
 * however many codes they hold), listing every /platform route with who may call it, and every `$ref` in
 * it resolving inside the document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestRole, createTestUser } from '../../server/testing/accounts';
import { envelopeOf, getWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { 'x-permission'?: string; requestBody?: unknown }>>;
  components: { schemas: Record<string, unknown> };
}

const DOCS = ['/platform/docs', '/platform/docs/json'];

/** Every `$ref` anywhere in a value. */
function refsOf(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => refsOf(item, out));
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') out.push(item);
      else refsOf(item, out);
    }
  }
  return out;
}

describe.each(dialects())('the OpenAPI document on $name', (dialect) => {
  let t: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    t = await withApp(dialect);
    const response = await getWithToken(t.app, DOCS[0]!, await tokenFor(t.app, 'admin'));
    expect(response.statusCode).toBe(200);
    document = response.json() as OpenApiDocument;
  });
  afterAll(() => t?.close());

  it('answers 401 without a session and 403 without the admin role, in the envelope', async () => {
    // Every code of the system, but not the admin role: the document still stays closed.
    const codes = await t.db
      .selectFrom('sys_permission')
      .select('perms')
      .where('perms', 'is not', null)
      .execute();
    await createTestRole(t.db, 'almost_admin', [...new Set(codes.map((row) => row.perms!))]);
    await createTestUser(t.db, 'almost', { roles: ['almost_admin'] });
    const almost = await tokenFor(t.app, 'almost');
    const zhangsan = await tokenFor(t.app, 'zhangsan');
    for (const url of DOCS) {
      const anonymous = await getWithToken(t.app, url);
      expect(anonymous.statusCode, url).toBe(401);
      expect(envelopeOf(anonymous).message).toBe('Token失效，请重新登录');
      for (const token of [zhangsan, almost]) {
        const refused = await getWithToken(t.app, url, token);
        expect(refused.statusCode, url).toBe(403);
        expect(envelopeOf(refused)).toMatchObject({ success: false, code: 403 });
      }
    }
  });

  it('serves the same OpenAPI 3.1 document at both addresses, uncached', async () => {
    const admin = await tokenFor(t.app, 'admin');
    const json = await getWithToken(t.app, DOCS[1]!, admin);
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-type']).toMatch(/^application\/json/);
    expect(json.headers['cache-control']).toBe('no-store');
    expect(json.json()).toEqual(document);
    expect(document.openapi).toBe('3.1.0');
  });

  it('lists every /platform route with the permission the guard demands', () => {
    const routes = t.app.routeRegistry.filter(
      (r) => r.url.startsWith('/platform') && r.method !== 'HEAD' && !DOCS.includes(r.url),
    );
    expect(routes.length).toBeGreaterThan(60);
    for (const route of routes) {
      const path = route.url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');
      const operation = document.paths[path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url}`).toBeDefined();
      expect(operation!['x-permission'], `${route.method} ${route.url}`).toBe(route.permission);
    }
    for (const url of DOCS) expect(document.paths[url]).toBeUndefined();
  });

  it('describes bodies with the shared schemas, and every $ref resolves inside the document', () => {
    expect(document.paths['/platform/sys/login']!.post!.requestBody).toEqual({
      required: true,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/login' } } },
    });
    const refs = [...new Set(refsOf(document))];
    expect(refs.length).toBeGreaterThan(50);
    const unresolved = refs.filter((ref) => {
      const name = ref.replace(/^#\/components\/schemas\//, '');
      return name === ref || !(name in document.components.schemas);
    });
    expect(unresolved).toEqual([]);
  });
});
