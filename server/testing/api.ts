/**
 * Small helpers for API tests that talk to the app through `app.inject`, as the browser would.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { EnvelopeBody } from '../plugins/envelope';

/** The parsed envelope of a response. @example const body = envelopeOf(res); body.message */
export function envelopeOf<T = unknown>(response: LightMyRequestResponse): EnvelopeBody & { result: T } {
  return response.json() as EnvelopeBody & { result: T };
}

/**
 * POST /platform/sys/login.
 *
 * @example
 * const res = await login(app, 'admin', '123456'); res.statusCode // 200
 */
export function login(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/platform/sys/login',
    payload: { username, password },
    headers: { 'user-agent': 'vitest-api' },
  });
}

/**
 * Signs in and returns the session token; fails the test when sign-in fails.
 *
 * @example
 * const token = await tokenFor(app, 'zhangsan');
 */
export async function tokenFor(app: FastifyInstance, username: string, password = '123456'): Promise<string> {
  const response = await login(app, username, password);
  if (response.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${response.body}`);
  return envelopeOf<{ token: string }>(response).result.token;
}

/**
 * GET with the session token in X-Access-Token.
 *
 * @example
 * const res = await getWithToken(app, '/platform/sys/loginfo', token);
 */
export function getWithToken(
  app: FastifyInstance,
  url: string,
  token?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers: token ? { 'x-access-token': token } : {} });
}

/**
 * Any call with the session token in X-Access-Token and, for POST/PUT, a JSON body.
 *
 * @example
 * const res = await sendWithToken(app, 'PUT', '/platform/cgform/cgformDesign/edit', token, { id, name: '新名字' });
 */
export function sendWithToken(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  token: string | undefined,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url,
    headers: token ? { 'x-access-token': token } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
