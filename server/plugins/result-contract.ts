/**
 * Checks every success answer of the API against schemas/results.ts, the table the browser's unit-test
 * mocks are checked against too. The API tests turn it on (server/testing/test-db.ts) and fail a suite
 * whose server answered outside its contract; production does not pay for it.
 */
import fp from 'fastify-plugin';
import { contractBreach } from '../../schemas/results';

export interface ResultContractOptions {
  /** Told of each answer that breaks the contract: the route and what is wrong. */
  report(violation: string): void;
}

/**
 * Registers the check. Register it before @fastify/compress, whose onSend hook turns the JSON into bytes.
 *
 * @example
 * await app.register(resultContractPlugin, { report: (v) => violations.push(v) });
 */
export const resultContractPlugin = fp<ResultContractOptions>(
  async (app, { report }) => {
    app.addHook('onSend', async (request, reply, payload) => {
      if (typeof payload !== 'string' || !String(reply.getHeader('content-type')).includes('json')) return;
      let body: unknown;
      try {
        body = JSON.parse(payload);
      } catch {
        return;
      }
      const breach = contractBreach(request.method, request.url, body);
      if (breach) report(breach);
    });
  },
  { name: 'result-contract' },
);
