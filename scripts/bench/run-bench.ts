import { signInCallers } from "./accounts.ts";
import { benchEndpoint, type EndpointRun } from "./bench-endpoint.ts";
import { seedLarge, startBenchStack } from "./bench-stack.ts";
import { liftRateLimits, loadBidSlots, removeBenchBids } from "./bid-slots.ts";
import { parseBenchOptions } from "./cli-options.ts";
import { conditionLines, countRows, loadAverage } from "./conditions.ts";
import {
  BENCH_BID_MESSAGE,
  type BenchContext,
  type BenchEndpoint,
  ENDPOINTS,
} from "./endpoints.ts";
import { type BenchReport, type BenchTable, printReport } from "./report.ts";
import { settle } from "./settle.ts";

/** Partners placing the POST /api/bids load; the first also makes the partner reads. */
const BIDDING_PARTNERS = 10;

const log = (line: string) => process.stderr.write(`${line}\n`);

/**
 * `npm run bench`: see run.ts. Resolves to the exit code: 0 with a report, 1 if it broke.
 *
 * In order, on one stack: the growth check's small size (list endpoints, 1 connection); the
 * main size (every endpoint at `--connections` with its floor, then at 1 connection); the
 * growth check's large size (list endpoints, 1 connection). Each size tops the data up.
 */
export async function runBench(argv: string[]): Promise<number> {
  const options = parseBenchOptions(argv);
  const endpoints = ENDPOINTS.filter(
    (endpoint) =>
      options.only.length === 0 || options.only.some((part) => endpoint.name.includes(part)),
  );
  if (endpoints.length === 0) throw new Error(`--only matches no endpoint`);
  // The growth runs: the list endpoints, and the no-SQL reference row, which shows how busy the
  // machine was at each size (other work on it moves both sizes' numbers).
  const lists = endpoints.some((endpoint) => endpoint.kind === "list")
    ? endpoints.filter((endpoint) => endpoint.kind !== "single")
    : [];

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
  const { config } = stack;
  try {
    if (options.reuse) {
      const removed = await removeBenchBids(config.adminDbUrl, BENCH_BID_MESSAGE);
      log(`Removed ${removed} bids placed by earlier runs.`);
    }
    await liftRateLimits(config.adminDbUrl);
    const report: BenchReport = { header: [] };

    const [small, large] = options.growth;
    if (small !== undefined && large !== undefined && lists.length > 0) {
      const before = await countRows(config.adminDbUrl);
      if ((before.opportunities ?? 0) > small) {
        report.growth = {
          skipped: `the data already holds ${before.opportunities} opportunities, more than ${small}: run without --reuse`,
        };
      } else {
        await seedLarge(config.dbUrl, { opportunities: small, bids: small * 10 });
        const smallTable = await measure(`${small} opportunities`, lists, 1, false);
        report.growth = { small: smallTable, large: smallTable };
      }
    }

    if (options.seedLarge) {
      await seedLarge(config.dbUrl, { opportunities: options.opportunities, bids: options.bids });
    }
    report.throughput = await measure(
      `${options.connections} connections`,
      endpoints,
      options.connections,
      true,
    );
    if (options.connections !== 1) {
      report.latency = await measure("1 connection", endpoints, 1, false);
    }

    if (report.growth && !("skipped" in report.growth) && large !== undefined) {
      // The bids stay at the main size's: the growth is in opportunities.
      await seedLarge(config.dbUrl, { opportunities: large, bids: options.bids });
      const largeTable = await measure(`${large} opportunities`, lists, 1, false);
      report.growth = { small: report.growth.small, large: largeTable };
    }

    report.header = conditionLines({ options, loadBefore, logFile: stack.logFile });
    printReport(report);
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

  /** Signs the callers in again (the data may have changed) and drives `which` at `connections`. */
  async function measure(
    title: string,
    which: BenchEndpoint[],
    connections: number,
    floor: boolean,
  ): Promise<BenchTable> {
    const context = await benchContext();
    const rows = await countRows(config.adminDbUrl);
    log(
      `${title}: ${Object.entries(rows)
        .map(([t, n]) => `${n} ${t}`)
        .join(", ")}`,
    );
    log(`${title}: the machine settled in ${(await settle(config.adminDbUrl)).toFixed(1)} s`);
    const run: EndpointRun = { connections, floor };
    const results = [];
    for (const endpoint of which)
      results.push(await benchEndpoint(endpoint, context, options, run));
    return { title, connections, rows, results };
  }

  async function benchContext(): Promise<BenchContext> {
    const callers = await signInCallers(config, BIDDING_PARTNERS);
    const partnerIds = callers.partners.map((partner) => String(partner.claims.sub));
    const slots = await loadBidSlots(config.adminDbUrl, partnerIds);
    log(
      `Signed in ${callers.admin.email} and ${partnerIds.length} partners; ${slots.length} bids to place.`,
    );
    return { config, stackPid: stack.pid, callers, bidSlots: slots[Symbol.iterator]() };
  }
}
