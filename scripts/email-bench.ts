import pg from "pg";
import { functionProcessId, residentBytes } from "../local-stack/functions/function-process.ts";
import { startStack } from "../local-stack/stack.ts";

/**
 * `npm run bench:email` (not part of `npm test`): a stack of its own (the test profile on
 * LOCAL_STACK_INSTANCE), 10,000 mails queued for 100 partners, then the send-email function
 * called as pg_cron would until the outbox is empty, delivering into the stack's mailbox through
 * its e-mail API. Prints mails per minute and the function process's peak resident memory, and
 * PASS/FAIL against 1,000 mails per minute. `--mails N` and `--concurrency N` change the run.
 */

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const MAILS = option("mails", 10_000);
const CONCURRENCY = option("concurrency", 8);
const USERS = 100;
const TARGET_PER_MINUTE = 1_000;

const stack = await startStack("test", { fresh: true, log: () => {} });
const { config } = stack;
const pool = new pg.Pool({ connectionString: config.dbUrl, max: 2 });
try {
  process.stdout.write(
    `stack up at ${config.apiUrl}; queueing ${MAILS} mails for ${USERS} partners\n`,
  );
  await pool.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       confirmation_token, recovery_token, email_change_token_new, email_change,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
       'bench-' || n || '@mail.test', '', now(), '', '', '', '', '{"provider": "email"}',
       jsonb_build_object('first_name', 'Bench', 'last_name', 'Partner ' || n), now(), now()
     from generate_series(1, $1) n`,
    [USERS],
  );
  await pool.query(
    `insert into public.email_outbox (user_id, category, kind, content)
     select u.id, 'schedule', 'tour_reminder',
       jsonb_build_object('tourTitle', 'Harvest walk ' || n, 'tourDate', now() + interval '1 day',
         'timeZone', 'America/Los_Angeles', 'location', 'Healdsburg, CA', 'actionPath', '/calendar',
         'data', jsonb_build_object('stage', 1, 'opportunityTitle', 'Harvest walk ' || n,
           'location', 'Healdsburg, CA', 'startsAt', now() + interval '1 day',
           'timeZone', 'America/Los_Angeles', 'remindedAt', now()))
     from generate_series(1, $1) n
     join lateral (select id from public.users where email = 'bench-' || (n % $2 + 1) || '@mail.test') u on true`,
    [MAILS, USERS],
  );
  // The bench partners' own welcome mails (their addresses to confirm) are queued too.
  const { rows: queuedRows } = await pool.query<{ n: number }>(
    "select count(*)::int as n from public.email_outbox where status = 'queued'",
  );
  const queued = queuedRows[0]?.n ?? 0;
  const before = await mailboxCount(config.mailboxUrl);

  // Warm the function (Deno's start and the npm modules' first load are not the drain's cost).
  await sendEmail(config.apiUrl, config.serviceRoleKey, { budgetMs: 1_000, batchSize: 1 });
  const pid = await functionProcessId(config, "send-email");
  let peakRss = (await residentBytes(pid)) ?? 0;
  const sampler = setInterval(async () => {
    peakRss = Math.max(peakRss, (await residentBytes(pid)) ?? 0);
  }, 100);

  const started = Date.now();
  let runs = 0;
  let heapUsed = 0;
  for (;;) {
    const report = await sendEmail(config.apiUrl, config.serviceRoleKey, {
      batchSize: 100,
      concurrency: CONCURRENCY,
      budgetMs: 50_000,
    });
    runs += 1;
    heapUsed = Math.max(heapUsed, report.memory?.heapUsed ?? 0);
    const { rows } = await pool.query<{ left: number }>(
      "select count(*)::int as left from public.email_outbox where status in ('queued', 'sending')",
    );
    if (rows[0]?.left === 0) break;
  }
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  const delivered = (await mailboxCount(config.mailboxUrl)) - before;
  const perMinute = Math.round((delivered / seconds) * 60);
  const { rows: statuses } = await pool.query(
    "select status, count(*)::int as n from public.email_outbox group by status order by status",
  );
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  process.stdout.write(
    [
      `delivered ${delivered} of ${queued} queued mails (${MAILS} reminders, the rest welcome mails) in ${seconds.toFixed(1)} s over ${runs} function call(s), concurrency ${CONCURRENCY}`,
      `outbox: ${statuses.map((r) => `${r.status} ${r.n}`).join(", ")}`,
      `rate: ${perMinute} mails/minute (${(delivered / seconds).toFixed(0)}/s)`,
      `send-email process: peak RSS ${mb(peakRss)}, peak JS heap ${mb(heapUsed)}`,
      `${perMinute >= TARGET_PER_MINUTE ? "PASS" : "FAIL"} at least ${TARGET_PER_MINUTE} mails/minute`,
      "",
    ].join("\n"),
  );
  process.exitCode = perMinute >= TARGET_PER_MINUTE && delivered === queued ? 0 : 1;
} finally {
  await pool.end();
  await stack.stop();
}

async function sendEmail(apiUrl: string, key: string, body: Record<string, number>) {
  const response = await fetch(`${apiUrl}/functions/v1/send-email`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`send-email answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { sent: number; memory?: { heapUsed: number; rss: number } };
}

async function mailboxCount(mailboxUrl: string) {
  const response = await fetch(`${mailboxUrl}/api/stats`);
  return ((await response.json()) as { count: number }).count;
}
