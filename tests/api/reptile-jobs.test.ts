/**
 * Data-collection jobs survive and stay single (issue 20), on each dialect: a run given back at shutdown is
 * resumed by the next server process from its frontier in the database; a run whose process died is taken
 * over once its lease lapses, not before; with two server processes (two apps) on one database each URL is
 * fetched by exactly one of them. And the SSRF guard: loopback and 10/8 addresses are refused unless the
 * administrator allows the host, checked on the resolved address and after redirects.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { envelopeOf, sendWithToken, tokenFor } from '../../server/testing/api';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';
import { addSiteProject, ok, progressOf, sync, waitForEnd } from './reptile-helpers';
import { startSite, type TestSite } from './reptile-site';

/** Builds a further app (a second server process) on the same database, with the allow-list given. */
async function processOn(t: TestApp, allowed = '127.0.0.1'): Promise<FastifyInstance> {
  process.env.REPTILE_ALLOWED_HOSTS = allowed;
  try {
    const app = await buildApp({ db: t.db, clock: t.clock.now });
    await app.ready();
    return app;
  } finally {
    delete process.env.REPTILE_ALLOWED_HOSTS;
  }
}

const detailHits = (site: TestSite) => site.hits.filter((hit) => hit.startsWith('/item/'));

describe.each(dialects())('data-collection jobs on $name', (dialect) => {
  let t: TestApp;
  let site: TestSite;
  let admin: string;
  const extra: FastifyInstance[] = [];
  beforeAll(async () => {
    site = await startSite();
    // The API process crawls nothing: the processes built below do, so each test decides who works a run.
    process.env.REPTILE_WORKER = 'off';
    process.env.REPTILE_ALLOWED_HOSTS = '127.0.0.1';
    try {
      t = await withApp(dialect);
    } finally {
      delete process.env.REPTILE_WORKER;
      delete process.env.REPTILE_ALLOWED_HOSTS;
    }
    admin = await tokenFor(t.app, 'admin');
  });
  afterAll(async () => {
    for (const app of extra) await app.close();
    await t?.close();
    await site?.close();
  });

  it('resumes a run given back at shutdown in the next process, fetching nothing twice but the page in flight', async () => {
    site.hits.length = 0;
    const { id } = await addSiteProject(t.app, admin, site.origin, '续采', { delayMs: 150, concurrency: 1 });
    const first = await processOn(t);
    await sync(t.app, admin, id);
    while (((await progressOf(t.app, admin, id))?.pagesFetched ?? 0) < 4)
      await new Promise((resolve) => setTimeout(resolve, 30));
    await first.close();
    const paused = await t.db
      .selectFrom('reptile_run')
      .selectAll()
      .where('project_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(paused).toMatchObject({ status: 'running', claimed_by: null });

    const second = await processOn(t);
    const run = await waitForEnd(t.app, admin, id);
    await second.close();
    expect(run).toMatchObject({ status: 'done', pagesFetched: 14, rowsNew: 11 });
    const hits = detailHits(site);
    expect(new Set(hits).size).toBe(10);
    expect(hits.length).toBeLessThanOrEqual(11);
  });

  it('takes over a run whose process died only once its lease has lapsed', async () => {
    const { id } = await addSiteProject(t.app, admin, site.origin, '接管');
    // Nothing crawls yet: the run waits, then a process that died holds it.
    const { id: runId } = await sync(t.app, admin, id);
    const lease = new Date(t.clock.now().getTime() + 30_000).toISOString();
    await t.db
      .updateTable('reptile_run')
      .set({ claimed_by: 'dead-process', lease_until: lease, status: 'running' })
      .where('id', '=', runId)
      .execute();
    const survivor = await processOn(t);
    extra.push(survivor);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await progressOf(t.app, admin, id))?.status).toBe('running');
    expect((await progressOf(t.app, admin, id))?.pagesFetched).toBe(0);
    t.clock.advance(31_000);
    expect(await waitForEnd(t.app, admin, id)).toMatchObject({ status: 'done', rowsNew: 11 });
  });

  it('works a run in exactly one of two processes on one database', async () => {
    const other = await processOn(t);
    extra.push(other);
    site.hits.length = 0;
    const { id } = await addSiteProject(t.app, admin, site.origin, '两个进程', {
      delayMs: 20,
      concurrency: 2,
    });
    await sync(t.app, admin, id);
    const holders = new Set<string>();
    for (;;) {
      const run = await t.db
        .selectFrom('reptile_run')
        .select(['status', 'claimed_by'])
        .where('project_id', '=', id)
        .executeTakeFirstOrThrow();
      if (run.claimed_by) holders.add(run.claimed_by);
      if (!['queued', 'running'].includes(run.status)) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(holders.size).toBe(1);
    const hits = detailHits(site);
    expect(hits.length).toBe(10);
    expect(new Set(hits).size).toBe(10);
    expect((await progressOf(t.app, admin, id))?.rowsNew).toBe(11);
  });

  it('refuses loopback and 10/8 addresses unless the host is allowed, after redirects too', async () => {
    const strict = await processOn(t, '');
    const token = await tokenFor(strict, 'admin');
    for (const url of [`${site.origin}/list`, 'http://10.1.2.3/list', 'http://[::1]/']) {
      const response = await sendWithToken(strict, 'POST', '/platform/reptile/project/add', token, {
        name: `内网${url}`,
        startUrls: url,
        listSelector: 'a',
        fieldsText: 'title|标题|h1',
      });
      expect(response.statusCode, url).toBe(400);
      expect(envelopeOf(response).message).toMatch(/^不允许访问内网或保留地址：/);
    }
    // A name is judged by the address it resolves to, when the crawler connects.
    site.hits.length = 0;
    const port = new URL(site.origin).port;
    const { id } = await addSiteProject(strict, token, `http://localhost:${port}`, '本机名', {
      obeyRobots: false,
    });
    await sync(strict, token, id);
    await ok(t.app, admin, 'GET', `/reptile/project/queryById?id=${id}`);
    const run = await waitForEnd(strict, token, id);
    expect(run).toMatchObject({ status: 'done', pagesFetched: 0, pagesFailed: 1, rowsNew: 0 });
    const { records: errors } = await ok<{ records: { error: string }[] }>(
      strict,
      token,
      'GET',
      `/ywcj/tZszhYwcjReptile/runErrors?id=${run.id}`,
    );
    expect(errors[0]!.error).toMatch(/^不允许访问内网或保留地址：localhost（(127\.0\.0\.1|::1)）/);
    expect(site.hits).toEqual([]);
    await strict.close();

    // Allowed 127.0.0.1 does not allow localhost reached by a redirect.
    const { id: hop } = await addSiteProject(t.app, admin, site.origin, '跳转到本机名', {
      startUrls: `${site.origin}/to-localhost?port=${port}`,
      obeyRobots: false,
    });
    await sync(t.app, admin, hop);
    const hopRun = await waitForEnd(t.app, admin, hop);
    const { records: hopErrors } = await ok<{ records: { error: string }[] }>(
      t.app,
      admin,
      'GET',
      `/ywcj/tZszhYwcjReptile/runErrors?id=${hopRun.id}`,
    );
    expect(hopErrors.map((e) => e.error)).toEqual([
      expect.stringMatching(/^不允许访问内网或保留地址：localhost/),
    ]);
  });
});
