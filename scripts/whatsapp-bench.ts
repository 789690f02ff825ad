import pg from "pg";
import { functionProcessId, residentBytes } from "../local-stack/functions/function-process.ts";
import { startStack } from "../local-stack/stack.ts";

/**
 * `npm run bench:whatsapp` (not part of `npm test`): a stack of its own (the test profile on
 * LOCAL_STACK_INSTANCE), 5,000 WhatsApp messages queued for 100 partners with verified
 * numbers, then the send-whatsapp function called as pg_cron would until none is left, sending
 * through the stack's copy of the Cloud API (which posts each message's statuses back to the
 * whatsapp-webhook function meanwhile, as WhatsApp does). Prints messages per minute and the
 * sender's peak resident memory, and PASS/FAIL against 1,000 a minute. `--messages N` and
 * `--concurrency N` change the run.
 */

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const MESSAGES = option("messages", 5_000);
const CONCURRENCY = option("concurrency", 8);
const USERS = 100;
const TARGET_PER_MINUTE = 1_000;

const stack = await startStack("test", { fresh: true, log: () => {} });
const { config } = stack;
const pool = new pg.Pool({ connectionString: config.dbUrl, max: 2 });
try {
  process.stdout.write(
    `stack up at ${config.apiUrl}; queueing ${MESSAGES} WhatsApp messages for ${USERS} partners\n`,
  );
  await pool.query(
    `insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       confirmation_token, recovery_token, email_change_token_new, email_change,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
     select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
       'wa-bench-' || n || '@mail.test', '', now(), '', '', '', '', '{"provider": "email"}',
       jsonb_build_object('first_name', 'Bench', 'last_name', 'Partner ' || n), now(), now()
     from generate_series(1, $1) n`,
    [USERS],
  );
  await pool.query(
    `insert into public.whatsapp_connections (user_id, phone_number, is_verified, status)
     select u.id, '+1999' || lpad(row_number() over (order by u.email)::text, 7, '0'), true, 'verified'
     from public.users u where u.email like 'wa-bench-%'`,
  );
  await pool.query(
    `insert into public.email_outbox (user_id, channel, category, kind, content)
     select u.id, 'whatsapp', 'schedule', 'legacy',
       jsonb_build_object('data', jsonb_build_object('subject', 'Bench message ' || n,
         'heading', 'Your tour is in 24 hours', 'message', '"Harvest walk" at Healdsburg, CA.'))
     from generate_series(1, $1) n
     join lateral (select id from public.users where email = 'wa-bench-' || (n % $2 + 1) || '@mail.test') u on true`,
    [MESSAGES, USERS],
  );
  const before = await copyCount(config.whatsappUrl);

  // Warm the function (Deno's start and the npm modules' first load are not the drain's cost).
  await sendWhatsApp(config.apiUrl, config.serviceRoleKey, { budgetMs: 1_000, batchSize: 1 });
  const pid = await functionProcessId(config, "send-whatsapp");
  let peakRss = (await residentBytes(pid)) ?? 0;
  const sampler = setInterval(async () => {
    peakRss = Math.max(peakRss, (await residentBytes(pid)) ?? 0);
  }, 100);

  const started = Date.now();
  let runs = 0;
  let heapUsed = 0;
  for (;;) {
    const report = await sendWhatsApp(config.apiUrl, config.serviceRoleKey, {
      batchSize: 100,
      concurrency: CONCURRENCY,
      budgetMs: 50_000,
    });
    runs += 1;
    heapUsed = Math.max(heapUsed, report.memory?.heapUsed ?? 0);
    const { rows } = await pool.query<{ left: number }>(
      `select count(*)::int as left from public.email_outbox
       where channel = 'whatsapp' and status in ('queued', 'sending')`,
    );
    if (rows[0]?.left === 0) break;
  }
  const seconds = (Date.now() - started) / 1000;
  clearInterval(sampler);
  const delivered = (await copyCount(config.whatsappUrl)) - before;
  const perMinute = Math.round((delivered / seconds) * 60);
  const { rows: statuses } = await pool.query(
    `select status, count(*)::int as n from public.email_outbox where channel = 'whatsapp'
     group by status order by status`,
  );
  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
  process.stdout.write(
    [
      `sent ${delivered} WhatsApp messages in ${seconds.toFixed(1)} s over ${runs} function call(s), concurrency ${CONCURRENCY}`,
      `outbox: ${statuses.map((r) => `${r.status} ${r.n}`).join(", ")}`,
      `rate: ${perMinute} messages/minute (${(delivered / seconds).toFixed(0)}/s)`,
      `send-whatsapp process: peak RSS ${mb(peakRss)}, peak JS heap ${mb(heapUsed)}`,
      `${perMinute >= TARGET_PER_MINUTE ? "PASS" : "FAIL"} at least ${TARGET_PER_MINUTE} messages/minute`,
      "",
    ].join("\n"),
  );
  process.exitCode = perMinute >= TARGET_PER_MINUTE && delivered === MESSAGES ? 0 : 1;
} finally {
  await pool.end();
  await stack.stop();
}

async function sendWhatsApp(apiUrl: string, key: string, body: Record<string, number>) {
  const response = await fetch(`${apiUrl}/functions/v1/send-whatsapp`, {
    method: "POST",
    headers: { authorization: `Bearer ${key}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`send-whatsapp answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as { sent: number; memory?: { heapUsed: number; rss: number } };
}

async function copyCount(whatsappUrl: string) {
  const response = await fetch(`${whatsappUrl}/api/stats`);
  return ((await response.json()) as { count: number }).count;
}
