/**
 * `npm run bench [-- --duration 5 --connections 50 --only stats --no-seed-large]`
 *
 * Starts a fresh stack of its own, fills it with `seed:large` (10,000 users, 100,000
 * opportunities, 1,000,000 bids), then drives the main API endpoints through the gateway with
 * autocannon and runs each handler's SQL directly as the same caller for the same time (the
 * floor), and prints latency percentiles, throughput, errors and the targets met. Always exits
 * 0 with a report; non-zero only when the bench itself could not run.
 */

// Its own stack instance (ports and data folder) so the demo and test data are never touched;
// set before anything reads the stack settings.
process.env.LOCAL_STACK_INSTANCE ??= "9";

const { runBench } = await import("./run-bench.ts");
const code = await runBench(process.argv.slice(2)).catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : error}\n`);
  return 2;
});
process.exit(code);
