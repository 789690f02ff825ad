/**
 * `tsx scripts/bench/explain-lists.ts [postgres-url]`: the plans of the list endpoints' SQL,
 * `EXPLAIN (ANALYZE, BUFFERS)` of every statement each request runs, nested ones included (the
 * list functions' own statements), as the caller the bench uses (the first bench partner, the
 * seeded admin). For the plans in docs/api.md; run it against the bench's database (default:
 * the bench stack's, LOCAL_STACK_INSTANCE 9) after `npm run bench -- --reuse` left it filled.
 */
process.env.LOCAL_STACK_INSTANCE ??= "9";

const postgres = (await import("postgres")).default;
const { stackConfig } = await import("../../local-stack/lib/config.ts");
const { floorQueries } = await import("./floor-queries.ts");

const LISTS = [
  ["GET /api/opportunities/all", "/opportunities/all", "partner"],
  [
    "GET /api/opportunities/all?type=farm&priority=high",
    "/opportunities/all?type=farm&priority=high",
    "partner",
  ],
  ["GET /api/opportunities/all?q=harvest", "/opportunities/all?q=harvest", "partner"],
  ["GET /api/opportunities", "/opportunities", "partner"],
  ["GET /api/admin/users", "/admin/users", "admin"],
] as const;

// A superuser, to load auto_explain; the requests themselves run as the caller. One connection,
// so that the session's settings hold for every statement.
const url = process.argv[2] ?? stackConfig("test").adminDbUrl;
const plans: string[] = [];
const client = postgres(url, {
  max: 1,
  onnotice: (notice) => {
    if (notice.message?.includes("duration:")) plans.push(notice.message);
  },
});

const who = await client.unsafe<{ partner: string; admin: string }[]>(
  `select
     (select id from public.users where role = 'partner' and is_active and profile_complete
        and email like '%@tourpartner.test' order by email like 'bench-%' desc, created_at, id limit 1) as partner,
     (select id from public.users where email = 'admin@tourpartner.test') as admin`,
);
const [counts] = await client.unsafe(
  "select (select count(*) from public.opportunities) as opportunities, (select count(*) from public.bids) as bids",
);
process.stdout.write(`${counts?.opportunities} opportunities, ${counts?.bids} bids\n`);

await client.unsafe("load 'auto_explain'");
for (const setting of [
  "auto_explain.log_min_duration = 0",
  "auto_explain.log_analyze = on",
  "auto_explain.log_buffers = on",
  "auto_explain.log_nested_statements = on",
  "auto_explain.log_timing = on",
]) {
  await client.unsafe(`set ${setting}`);
}

for (const [name, path, role] of LISTS) {
  const sub = role === "admin" ? who[0]?.admin : who[0]?.partner;
  const claims = { sub, role: "authenticated", aud: "authenticated" };
  const floor = floorQueries[path];
  if (!floor) continue;
  const work = await floor({ email: "", token: "", claims });
  await work(client); // warm: plans cached, pages in memory
  await client.unsafe("set client_min_messages = log");
  plans.length = 0;
  await work(client);
  await client.unsafe("set client_min_messages = notice");
  process.stdout.write(`\n### ${name}\n\n`);
  for (const plan of plans) {
    // The set_config statement of every transaction says nothing about the list.
    if (plan.includes("set_config('role'") || /Query Text: (begin|commit)/.test(plan)) continue;
    process.stdout.write(`${plan}\n\n`);
  }
}
await client.end();
