/**
 * `npm run fuzz`: the fuzz drill at full strength, 10,000 requests a route (FUZZ_RUNS), on a throwaway
 * SQLite database. Prints each route's count of answers by status class and every failure with the seed
 * and path that replay it:
 *
 *   FUZZ_ROUTE='PUT /platform/sys/user/edit' FUZZ_SEED=123 FUZZ_PATH=4:0:1 npm run fuzz
 *
 * FUZZ_ROUTE keeps the routes whose "METHOD /path" contains it. Exits 1 when any route failed.
 */
import { fuzzOperation, type RouteResult } from './drill';
import { openFuzzTarget } from './target';

const runs = Number(process.env.FUZZ_RUNS ?? 10_000);
const only = process.env.FUZZ_ROUTE;
const seed = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const path = process.env.FUZZ_PATH;

function line(result: RouteResult, ms: number): string {
  const statuses = Object.entries(result.statuses)
    .sort()
    .map(([kind, count]) => `${kind} ${count}`)
    .join(', ');
  return `${result.failure ? 'FAIL' : 'ok  '} ${result.route.padEnd(62)} ${String(result.runs).padStart(6)} runs  ${statuses}  (${(ms / 1000).toFixed(1)} s)`;
}

async function main(): Promise<number> {
  const target = await openFuzzTarget();
  const operations = target.operations.filter((op) => !only || `${op.method} ${op.path}`.includes(only));
  console.log(
    `Fuzzing ${operations.length} routes, ${runs} requests each${seed === undefined ? '' : `, seed ${seed}`}`,
  );
  const started = Date.now();
  const failures: RouteResult[] = [];
  let total = 0;
  try {
    for (const operation of operations) {
      const routeStarted = Date.now();
      const result = await fuzzOperation(target.call, operation, target.resolve, {
        numRuns: runs,
        seed,
        path,
      });
      total += result.runs;
      console.log(line(result, Date.now() - routeStarted));
      if (result.failure) failures.push(result);
    }
  } finally {
    await target.close();
  }
  console.log(
    `\n${total} requests on ${operations.length} routes in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  for (const { route, failure } of failures) {
    console.log(`\nFAIL ${route}: ${failure!.problem}`);
    console.log(`  request: ${JSON.stringify(failure!.request)}`);
    console.log(
      `  replay:  FUZZ_ROUTE='${route}' FUZZ_SEED=${failure!.seed} FUZZ_PATH=${failure!.path ?? ''} npm run fuzz`,
    );
  }
  console.log(failures.length ? `\n${failures.length} route(s) failed` : '\nNo failures.');
  return failures.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('fuzz failed to run:', error);
    process.exit(2);
  },
);
