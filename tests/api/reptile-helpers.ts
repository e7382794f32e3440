/** Calls the data-collection tests share: add a project of the local site, synchronise, wait for the end. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { envelopeOf, sendWithToken } from '../../server/testing/api';
import { FIELDS_TEXT } from './reptile-site';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RunView {
  id: string;
  status: string;
  pagesFetched: number;
  pagesFailed: number;
  pagesSkipped: number;
  pagesQueued: number;
  rowsNew: number;
  rowsUpdated: number;
  rowsUnchanged: number;
  percent: number;
  message: string | null;
}

/** A JSON call that must succeed; its result. */
export async function ok<T>(
  app: FastifyInstance,
  token: string,
  method: Method,
  url: string,
  payload?: unknown,
) {
  const response = await sendWithToken(app, method, `/platform${url}`, token, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
  return envelopeOf<T>(response).result;
}

/** Adds a project crawling `origin`'s list with the site's fields; extra overrides the defaults. */
export async function addSiteProject(
  app: FastifyInstance,
  token: string,
  origin: string,
  name: string,
  extra: Record<string, unknown> = {},
) {
  return ok<{ id: string }>(app, token, 'POST', '/reptile/project/add', {
    name,
    startUrls: `${origin}/list?page=1`,
    listSelector: 'a.item',
    nextSelector: 'a.next',
    fieldsText: FIELDS_TEXT,
    delayMs: 0,
    concurrency: 4,
    timeoutMs: 1000,
    ...extra,
  });
}

/** The project's newest run. */
export function progressOf(app: FastifyInstance, token: string, projectId: string) {
  return ok<RunView | null>(app, token, 'GET', `/ywcj/tZszhYwcjReptile/progress?projectId=${projectId}`);
}

/** Polls until the project's newest run has ended; fails after `timeoutMs`. */
export async function waitForEnd(app: FastifyInstance, token: string, projectId: string, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const run = await progressOf(app, token, projectId);
    if (run && !['queued', 'running'].includes(run.status)) return run;
    if (Date.now() > until) throw new Error(`run did not end: ${JSON.stringify(run)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts a run; its record. */
export function sync(app: FastifyInstance, token: string, projectId: string) {
  return ok<RunView>(app, token, 'POST', '/ywcj/tZszhYwcjReptile/synReptile', { id: projectId });
}
