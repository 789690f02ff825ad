/**
 * `npm run bench:payouts [-- --lines 1000000 --requests 7 --reuse]` (not part of `npm test`):
 * the admins' Payouts page and CSV export at the payouts' scale. Starts a stack of its own
 * (LOCAL_STACK_INSTANCE, 9 unless set; fresh unless `--reuse`), fills it with `seed:large`
 * topped up to `--lines` payable lines (and 10,000 opportunities, 100,000 bids unless the data
 * is already larger), signs in the seeded admin, then, for the current month (UTC), the month
 * before it and (the CSV only) every line, requests each `--requests` times one after the other
 * after one unmeasured request, and prints the medians (the page's and the first byte's with
 * their fastest and slowest): the page's whole answer, the CSV's first byte and its whole
 * file. Then the plans of the statements (`EXPLAIN (ANALYZE, BUFFERS)` through auto_explain,
 * as the admin; payouts-explain.ts).
 */

import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";

process.env.LOCAL_STACK_INSTANCE ??= "9";

const { values } = parseArgs({
  options: {
    lines: { type: "string", default: "1000000" },
    requests: { type: "string", default: "7" },
    reuse: { type: "boolean", default: false },
  },
});
const LINES = Number(values.lines);
const REQUESTS = Number(values.requests);

const { startBenchStack, seedLarge } = await import("./bench-stack.ts");
const { signInCallers } = await import("./accounts.ts");
const { explainPayouts } = await import("./payouts-explain.ts");
const { loadAverage } = await import("./conditions.ts");

const loadBefore = loadAverage();

const thisMonth = new Date().toISOString().slice(0, 7);
const lastMonth = (() => {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
})();

const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const ms = (x: number) => `${x.toFixed(0)} ms`;
/** The median and, in brackets, the fastest and the slowest. */
const spread = (xs: number[]) =>
  `${ms(median(xs))} (${Math.min(...xs).toFixed(0)}–${Math.max(...xs).toFixed(0)})`;

const stack = await startBenchStack({ reuse: values.reuse });
let code = 0;
try {
  const { config } = stack;
  await seedLarge(config.dbUrl, { opportunities: 10_000, bids: 100_000, lines: LINES });
  const { admin, partners } = await signInCallers(config, 1);
  const api = `${config.apiUrl}/functions/v1/api/admin/payouts`;
  const headers = { apikey: config.anonKey, authorization: `Bearer ${admin.token}` };

  /** The page's whole answer, in ms, and its partners. */
  async function page(month: string) {
    const started = performance.now();
    const response = await fetch(`${api}?month=${month}`, { headers });
    if (!response.ok) throw new Error(`page ${month}: ${response.status}`);
    const body = (await response.json()) as { total: number; items: { lines: unknown[] }[] };
    return { ms: performance.now() - started, partners: body.total, items: body.items.length };
  }

  /**
   * The CSV: the first byte of its first row (the header goes out with it: the response starts
   * once the first batch is read) and the whole file, or only the first chunk when `whole` is
   * false (the rest is cancelled).
   */
  async function csv(month: string | undefined, whole: boolean) {
    const started = performance.now();
    const response = await fetch(`${api}/export${month ? `?month=${month}` : ""}`, { headers });
    if (!response.ok || !response.body) throw new Error(`csv ${month}: ${response.status}`);
    const reader = response.body.getReader();
    let firstByte = Number.NaN;
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (Number.isNaN(firstByte)) firstByte = performance.now() - started;
      bytes += value.byteLength;
      if (!whole) {
        await reader.cancel();
        break;
      }
    }
    return { firstByte, total: performance.now() - started, bytes };
  }

  process.stdout.write(
    `\nPayouts, median of ${REQUESTS} requests each (one before them unmeasured):\n\n`,
  );
  process.stdout.write("| month | partners | page | CSV first byte | CSV whole | CSV size |\n");
  process.stdout.write("|---|---|---|---|---|---|\n");
  for (const month of [thisMonth, lastMonth, undefined]) {
    const pages: { ms: number; partners: number }[] = [];
    const files: { firstByte: number; total: number; bytes: number }[] = [];
    for (let i = 0; i <= REQUESTS; i++) {
      const p = month ? await page(month) : undefined;
      const f = await csv(month, month !== undefined);
      if (i === 0) continue;
      if (p) pages.push(p);
      files.push(f);
    }
    const whole = month ? ms(median(files.map((f) => f.total))) : "(not read)";
    const size = month ? `${(median(files.map((f) => f.bytes)) / 1e6).toFixed(1)} MB` : "";
    process.stdout.write(
      `| ${month ?? "every line"} | ${pages[0]?.partners.toLocaleString("en-US") ?? ""} | ${
        month ? spread(pages.map((p) => p.ms)) : ""
      } | ${spread(files.map((f) => f.firstByte))} | ${whole} | ${size} |\n`,
    );
  }
  process.stdout.write(
    `\nLoad average ${loadBefore.toFixed(1)} before, ${loadAverage().toFixed(1)} after.\n`,
  );
  const partnerId = String(partners[0]?.claims.sub);
  await explainPayouts(config.adminDbUrl, admin.claims, [thisMonth, lastMonth], partnerId);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : error}\n`);
  code = 2;
} finally {
  await stack.stop();
}
process.exit(code);
