import { signInCallers } from "./accounts.ts";
import { benchEndpoint } from "./bench-endpoint.ts";
import { seedLarge, startBenchStack } from "./bench-stack.ts";
import { liftRateLimits, loadBidSlots, removeBenchBids } from "./bid-slots.ts";
import { parseBenchOptions } from "./cli-options.ts";
import { conditionLines, countRows, loadAverage } from "./conditions.ts";
import { BENCH_BID_MESSAGE, type BenchContext, ENDPOINTS } from "./endpoints.ts";
import { type EndpointResult, printReport } from "./report.ts";

/** Partners placing the POST /api/bids load; the first also makes the partner reads. */
const BIDDING_PARTNERS = 10;

const log = (line: string) => process.stderr.write(`${line}\n`);

/** `npm run bench`: see run.ts. Resolves to the exit code: 0 with a report, 1 if it broke. */
export async function runBench(argv: string[]): Promise<number> {
  const options = parseBenchOptions(argv);
  const endpoints = ENDPOINTS.filter(
    (endpoint) =>
      options.only.length === 0 || options.only.some((part) => endpoint.name.includes(part)),
  );
  if (endpoints.length === 0) throw new Error(`--only matches no endpoint`);

  const loadBefore = loadAverage();
  log(`Starting the bench stack (LOCAL_STACK_INSTANCE=${process.env.LOCAL_STACK_INSTANCE})…`);
  const stack = await startBenchStack({ reuse: options.reuse });
  let interrupted = false;
  const interrupt = () => {
    interrupted = true;
    log("\nInterrupted: stopping the stack…");
    void stack.stop().finally(() => process.exit(130));
  };
  process.once("SIGINT", interrupt);
  process.once("SIGTERM", interrupt);
  try {
    if (options.reuse) {
      const removed = await removeBenchBids(stack.config.adminDbUrl, BENCH_BID_MESSAGE);
      log(`Removed ${removed} bids placed by earlier runs.`);
    }
    if (options.seedLarge) await seedLarge(stack.config.dbUrl);
    await liftRateLimits(stack.config.adminDbUrl);
    const callers = await signInCallers(stack.config, BIDDING_PARTNERS);
    const partnerIds = callers.partners.map((partner) => String(partner.claims.sub));
    const slots = await loadBidSlots(stack.config.adminDbUrl, partnerIds);
    log(
      `Signed in ${callers.admin.email} and ${partnerIds.length} partners; ${slots.length} bids to place.`,
    );
    const context: BenchContext = {
      config: stack.config,
      callers,
      bidSlots: slots[Symbol.iterator](),
    };
    const rows = await countRows(stack.config.adminDbUrl);
    const results: EndpointResult[] = [];
    for (const endpoint of endpoints) results.push(await benchEndpoint(endpoint, context, options));
    const conditions = { options, rows, loadBefore, logFile: stack.logFile };
    printReport(results, conditionLines(conditions));
    return 0;
  } catch (error) {
    if (interrupted) return 130;
    log(
      `\nThe bench could not run: ${error instanceof Error ? (error.stack ?? error.message) : error}`,
    );
    return 1;
  } finally {
    await stack.stop();
  }
}
