/**
 * The fuzz drill in the suite (issue 11): every operation of the app's OpenAPI document, 200 requests each
 * drawn from its own schemas (valid ones and near misses), sent as admin to a throwaway SQLite database.
 * No answer may be a 5xx, leave the envelope or speak English framework text. `npm run fuzz` runs the same
 * drill with 10,000 requests a route; a failure prints the seed and path that replay it
 * (FUZZ_SEED, FUZZ_PATH, FUZZ_ROUTE).
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_SCHEMAS, validate } from '../../schemas/index';
import { nearMiss, validValue, type Resolve } from '../../scripts/fuzz/arbitrary';
import { fuzzOperation, verdict, type Operation, type RouteResult } from '../../scripts/fuzz/drill';
import { openFuzzTarget, type FuzzTarget } from '../../scripts/fuzz/target';

const RUNS_PER_ROUTE = 200;

describe('the drill’s generator and judge', () => {
  const resolveNothing: Resolve = (ref) => {
    throw new Error(ref);
  };
  const answer = (statusCode: number, body: string) =>
    ({ statusCode, body, json: () => JSON.parse(body) }) as unknown as LightMyRequestResponse;
  const operation: Operation = { method: 'GET', path: '/platform/x', permission: 'session', parameters: [] };
  const request = { method: 'GET' as const, url: '/platform/x' };
  const envelope = (code: number, message: string) =>
    JSON.stringify({ success: code < 400, message, code, result: null, timestamp: 1 });

  it('draws values a schema accepts, and near misses it mostly refuses', () => {
    const schema = ALL_SCHEMAS.find((shared) => String(shared.$id).endsWith('/login.schema.json'))!;
    for (const value of fc.sample(validValue(schema as Record<string, unknown>, resolveNothing), 200)) {
      expect(validate('LoginRequest', value).ok, JSON.stringify(value)).toBe(true);
    }
    const misses = fc.sample(nearMiss(schema as Record<string, unknown>, resolveNothing), 200);
    const refused = misses.filter((value) => !validate('LoginRequest', value).ok);
    expect(refused.length).toBeGreaterThan(100);
  });

  it('passes envelopes with Chinese messages, and fails 5xx, other bodies and English', () => {
    expect(verdict(operation, request, answer(200, envelope(200, '操作成功！')))).toBeNull();
    expect(verdict(operation, request, answer(404, envelope(404, '用户不存在：abc')))).toBeNull();
    expect(verdict(operation, request, answer(500, envelope(500, '系统繁忙，请稍后再试')))).toMatch(/^500/);
    expect(verdict(operation, request, answer(400, '{"error":"Bad Request","statusCode":400}'))).toMatch(
      /not the envelope/,
    );
    expect(verdict(operation, request, answer(400, 'Bad Request'))).toMatch(/not JSON/);
    expect(
      verdict(
        operation,
        request,
        answer(400, envelope(400, 'jsonStr 不是合法的 JSON：Unexpected end of JSON input')),
      ),
    ).toMatch(/English/);
    expect(verdict(operation, request, answer(404, envelope(404, '用户不存在：undefined')))).toMatch(
      /undefined/,
    );
    expect(verdict(operation, request, answer(400, envelope(200, '操作成功！')))).toMatch(/success/);
    // JeecgBoot's "no": HTTP 200, success false, a Chinese message — but never English.
    const no = (message: string) =>
      JSON.stringify({ success: false, message, code: 500, result: null, timestamp: 1 });
    expect(verdict(operation, request, answer(200, no('未启用：斗拱不分租户')))).toBeNull();
    expect(verdict(operation, request, answer(200, no('Feature disabled')))).toMatch(/English/);
  });
});

describe('fuzzing every route from its schema', () => {
  let target: FuzzTarget;
  beforeAll(async () => {
    target = await openFuzzTarget();
  });
  afterAll(() => target?.close());

  it(
    `answers ${RUNS_PER_ROUTE} drawn requests a route without a 5xx, outside the envelope or in English`,
    async () => {
      expect(target.operations.length).toBeGreaterThan(60);
      const failures: RouteResult[] = [];
      for (const operation of target.operations) {
        const result = await fuzzOperation(target.call, operation, target.resolve, {
          numRuns: RUNS_PER_ROUTE,
        });
        if (result.failure) failures.push(result);
        else expect(result.runs, result.route).toBe(RUNS_PER_ROUTE);
      }
      expect(failures).toEqual([]);
    },
    // 18,000 requests; argon2 for sign-in and password routes dominates. Not a speed check.
    20 * 60_000,
  );
});
