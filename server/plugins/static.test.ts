/**
 * The security headers of the built app: every page and file carries the Content-Security-Policy, which
 * lets scripts come only from the app's own files, never from strings (tests/e2e/csp.spec.ts proves the app
 * runs under it in a real browser).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_ASSET, withBuiltApp } from '../testing/built-app';
import type { TestApp } from '../testing/test-db';
import { CONTENT_SECURITY_POLICY } from './static';

/** A policy header as directive → sources. */
const directives = (policy: unknown): Record<string, string[]> =>
  Object.fromEntries(
    String(policy)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );

describe('the security headers of the built app', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withBuiltApp();
  });
  afterAll(() => t?.close());

  it('sends index.html with a policy that runs only the app’s own scripts, and never strings as code', async () => {
    const index = await t.app.inject({ method: 'GET', url: '/' });
    expect(index.statusCode).toBe(200);
    const policy = directives(index.headers['content-security-policy']);
    expect(policy).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'frame-ancestors': ["'self'"],
      'form-action': ["'self'"],
    });
    expect(index.headers['x-content-type-options']).toBe('nosniff');
    expect(index.headers['referrer-policy']).toBe('same-origin');
  });

  it('sends the same headers with a deep link (history mode) and with the assets', async () => {
    for (const url of ['/online/designer?from=bookmark', BUILT_ASSET]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-security-policy'], url).toBe(CONTENT_SECURITY_POLICY);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['referrer-policy'], url).toBe('same-origin');
    }
  });
});
