/**
 * The table of schemas/results.ts names real routes: every entry is answered by the server, so the unit
 * tests' mocks, checked against it, mock calls the server really has. (Every API test checks the answers
 * themselves: server/testing/test-db.ts fails a suite whose success answers break the table.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULTS } from '../../schemas/results';
import { dialects, withApp, type TestApp } from '../../server/testing/test-db';

describe('the result contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await withApp(dialects()[0]!, { seed: false });
  });
  afterAll(() => t?.close());

  it.each(Object.keys(RESULTS))('%s is a route of the server', (route) => {
    const [method, path] = route.split(' ') as [string, string];
    // A path parameter is named as the route registers it (':code').
    expect(t.app.hasRoute({ method: method as 'GET', url: `/platform${path}` })).toBe(true);
  });
});
