import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { contractBreach } from '../../schemas/results';
import { http } from '../core/http/client';

/** Mocked answers outside schemas/results.ts since the last check; src/test-setup.ts fails the test on any. */
const violations: string[] = [];

/**
 * The contract breaches of the mocks since the last call, emptied by reading.
 *
 * @example
 * afterEach(() => { const broken = takeMockViolations(); if (broken.length) throw new Error(broken.join('\n')); });
 */
export function takeMockViolations(): string[] {
  return violations.splice(0);
}

export interface MockRequest {
  method: string;
  /** Path below /platform, as the caller wrote it. */
  url: string;
  /** The full address the browser would request, query string included. */
  uri: string;
  data: unknown;
  headers: Record<string, unknown>;
}

/**
 * A mocked answer. `outsideContract` marks a body the real server would never send, given on purpose to
 * see the client cope (a permission answer without its menu); any other success body must keep
 * schemas/results.ts.
 */
export type MockReply = { status: number; body?: unknown; outsideContract?: true } | 'timeout' | 'network';

/**
 * Replaces the HTTP client's adapter (the network boundary) with `handler` for unit tests; every
 * interceptor still runs. Returns the recorded requests and a restore function. A success answer is
 * checked against what the real server sends (schemas/results.ts): a mock that breaks the contract fails
 * its test, whatever the screen did with the answer.
 *
 * @example
 * const server = mockHttp((req) => req.url === '/sys/login' ? { status: 400, body: envelope(400, '用户名或密码错误') } : undefined);
 */
export function mockHttp(handler: (request: MockRequest) => MockReply | undefined) {
  const original = http.defaults.adapter;
  const requests: MockRequest[] = [];

  http.defaults.adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    const request: MockRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      uri: http.getUri(config),
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      headers: config.headers.toJSON() as Record<string, unknown>,
    };
    requests.push(request);
    const reply = handler(request) ?? { status: 404, body: envelope(404, '接口不存在') };
    if (reply === 'timeout') throw new AxiosError('timeout of 60000ms exceeded', 'ECONNABORTED', config);
    if (reply === 'network') throw new AxiosError('Network Error', 'ERR_NETWORK', config);
    const breach = reply.outsideContract
      ? undefined
      : contractBreach(request.method, request.url, reply.body);
    if (breach) violations.push(breach);
    const response: AxiosResponse = {
      data: reply.body,
      status: reply.status,
      statusText: '',
      headers: {},
      config,
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    const code = reply.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST';
    throw new AxiosError(`Request failed with status code ${reply.status}`, code, config, {}, response);
  };

  return {
    requests,
    restore: () => {
      http.defaults.adapter = original;
    },
  };
}

/** A response envelope as the server writes it. */
export function envelope(code: number, message: string, result: unknown = null) {
  return { success: code === 200, message, code, result, timestamp: Date.now() };
}
