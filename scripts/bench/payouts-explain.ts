import postgres from "postgres";
import { payoutExportRows } from "../../supabase/functions/api/queries/payout-csv.ts";
import { readPayoutMonthPage } from "../../supabase/functions/api/queries/payouts.ts";
import { asCaller } from "./sql-floor.ts";

/** handlers/admin-payouts.ts: the first page of the list, PARTNERS_PER_PAGE (20) partners. */
const FIRST_PAGE = { page: 1, pageSize: 20, offset: 0 };

/**
 * The plans of the Payouts page's statements and of the CSV export's, each month's, as the
 * admin (`claims`), through the handlers' own query functions, and of one partner's CSV of
 * every month (`?partnerId=`): `EXPLAIN (ANALYZE, BUFFERS)` by auto_explain, on a superuser's
 * connection (`url`) that loads it. Each is run twice, the second printed (plans and pages
 * warm, as in the API's pool).
 */
export async function explainPayouts(
  url: string,
  claims: Record<string, unknown>,
  months: string[],
  partnerId: string,
) {
  const plans: string[] = [];
  const client = postgres(url, {
    max: 1,
    onnotice: (notice) => {
      if (notice.message?.includes("duration:")) plans.push(notice.message);
    },
  });
  try {
    await client.unsafe("load 'auto_explain'");
    for (const setting of [
      "auto_explain.log_min_duration = 0",
      "auto_explain.log_analyze = on",
      "auto_explain.log_buffers = on",
      "auto_explain.log_timing = on",
    ]) {
      await client.unsafe(`set ${setting}`);
    }
    const csv = (filter: { month?: string; partnerId?: string }) => () =>
      asCaller(client, claims, async (tx) => {
        for await (const _rows of payoutExportRows(tx, filter)) {
          // every batch read, as the download would
        }
      });
    const runs: [string, () => Promise<unknown>][] = months.flatMap((month) => [
      [
        `page, ${month}`,
        () => asCaller(client, claims, (tx) => readPayoutMonthPage(tx, { month }, FIRST_PAGE)),
      ],
      [`csv, ${month}`, csv({ month })],
    ]);
    runs.push([`csv, one partner's every month`, csv({ partnerId })]);
    for (const [name, run] of runs) {
      await run();
      await client.unsafe("set client_min_messages = log");
      plans.length = 0;
      await run();
      await client.unsafe("set client_min_messages = notice");
      process.stdout.write(`\n### ${name}\n\n`);
      for (const plan of plans) {
        if (plan.includes("set_config('role'") || /Query Text: (begin|commit)/.test(plan)) continue;
        process.stdout.write(`${plan}\n\n`);
      }
    }
  } finally {
    await client.end();
  }
}
