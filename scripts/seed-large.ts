import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import pg from "pg";
import { stackConfig } from "../local-stack/lib/config.ts";

/**
 * Fills a database to benchmark scale: by default 10,000 users, 100,000 opportunities and
 * 1,000,000 bids (up to ten per new opportunity, one more on the first few to reach the total),
 * with the tours and partner totals that follow from them. A third of the tours require a
 * cannabis licence, which the verified partners hold for their own state.
 *
 *   tsx scripts/seed-large.ts [postgres-url] [--opportunities 100000] [--bids N] [--users 10000]
 *                             [--lines N]
 *
 * (the URL else DATABASE_URL, else the `npm start` database; `--bids` defaults to ten per
 * opportunity). The sizes are totals: an existing database is topped up to them, never shrunk,
 * so a run at 10,000 opportunities followed by one at 1,000,000 measures the same data grown.
 * New opportunities get as many bids as are missing from `--bids`, at most ten each.
 *
 * Each completed tour has its payable line. `--lines` (the payouts' scale: 1,000,000 is about
 * 80,000 lines a month over every active partner) adds the lines missing from that total
 * without tours, as the lines of tours since deleted are kept (tour_id null): a million
 * completed tours would need a million past opportunities. They are spread evenly over the
 * 365 days before now; before the current month (UTC) they are paid, one payout per partner
 * and month, but for 2% still pending; this month's are pending; 1% are corrected.
 *
 * Rows are made in SQL with generate_series, in one transaction, as the table owner (postgres).
 * The row triggers (bidding rules, audit log, notifications, totals) are switched off while it
 * loads, because a million trigger calls would take most of an hour; the data is generated so
 * that it satisfies those rules (but the licence one: a licence-required tour's bids come from
 * any partner, as if their licences had lapsed since), the columns the triggers own (an
 * opportunity's coordinates and match facts) are filled from the functions the triggers call,
 * and the totals are computed in one statement at the end. The users' own triggers stay on,
 * and set the partners' coordinates. On failure the transaction rolls back and the triggers are
 * on again. Run it again to top up: it only adds what is missing.
 */

const MAX_BIDS_PER_OPPORTUNITY = 10;
const LOADED_TABLES = [
  "opportunities",
  "opportunity_assignments",
  "bids",
  "tours",
  "payable_lines",
  "partner_licences",
  "payouts",
];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    opportunities: { type: "string", default: "100000" },
    bids: { type: "string" },
    users: { type: "string", default: "10000" },
    lines: { type: "string", default: "0" },
  },
});
function size(name: string, text: string) {
  const value = Number(text.replaceAll("_", ""));
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
}
const TARGET_USERS = size("users", values.users);
const TARGET_OPPORTUNITIES = size("opportunities", values.opportunities);
const TARGET_BIDS = size(
  "bids",
  values.bids ?? String(TARGET_OPPORTUNITIES * MAX_BIDS_PER_OPPORTUNITY),
);
const TARGET_LINES = size("lines", values.lines);

const url = positionals[0] ?? process.env.DATABASE_URL ?? stackConfig("dev").dbUrl;
const client = new pg.Client({ connectionString: url });

async function step(label: string, sql: string, params: unknown[] = []) {
  const started = performance.now();
  const result = await client.query(sql, params);
  const rows = result.rowCount ?? 0;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  process.stdout.write(`  ${label}: ${rows.toLocaleString("en-US")} rows in ${seconds} s\n`);
  return result;
}

async function count(table: string): Promise<number> {
  const { rows } = await client.query(`select count(*)::int as n from public.${table}`);
  return rows[0].n;
}

const started = performance.now();
await client.connect();
process.stdout.write(`Filling ${url.replace(/:[^:@/]*@/, ":***@")}\n`);
try {
  await client.query("begin");
  await client.query("set local statement_timeout = 0");
  for (const table of LOADED_TABLES) {
    await client.query(`alter table public.${table} disable trigger user`);
  }

  const missingUsers = Math.max(0, TARGET_USERS - (await count("users")));
  await step(
    "accounts",
    `insert into auth.users (
       instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
       confirmation_token, recovery_token, email_change_token_new, email_change,
       email_change_token_current, phone_change, phone_change_token, reauthentication_token,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at
     )
     select '00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated', 'authenticated',
            format('bench-%s-%s@tourpartner.test', i, substr(md5(random()::text), 1, 6)), hash.value,
            now(), '', '', '', '', '', '', '', '',
            '{"provider": "email", "providers": ["email"]}',
            jsonb_build_object('first_name', 'Bench', 'last_name', format('Partner %s', i)),
            now() - (i % 700) * interval '1 day', now()
     from generate_series(1, $1::int) i,
          (select extensions.crypt('Partner123!', extensions.gen_salt('bf')) as value) hash`,
    [missingUsers],
  );
  await step(
    "identities",
    `insert into auth.identities (provider_id, user_id, identity_data, provider, created_at, updated_at)
     select u.id::text, u.id, jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true),
            'email', u.created_at, u.created_at
     from auth.users u
     where u.email like 'bench-%' and not exists (select 1 from auth.identities i where i.user_id = u.id)`,
  );
  await step(
    "profiles",
    `update public.users u set
       role = case when b.n % 500 = 0 then 'admin'::public.user_role else 'partner' end,
       is_verified = b.n % 3 <> 0,
       is_active = b.n % 50 <> 0,
       business_name = format('Bench Business %s', b.n),
       business_type = (array['Indoor Farm', 'Outdoor Farm', 'Dispensary', 'Testing Lab'])[1 + b.n % 4],
       business_location = format('%s Main Street, %s', b.n, (array['Oakland, CA', 'Denver, CO', 'Portland, OR', 'Seattle, WA'])[1 + b.n % 4]),
       location = (array['Oakland, CA', 'Denver, CO', 'Portland, OR', 'Seattle, WA'])[1 + b.n % 4],
       expertise = string_to_array((array['Cannabis cultivation|Industry history', 'Retail operations|Product/Process education',
         'Processing & extraction|Laboratory testing', 'Compliance & regulations|Sustainable/Organic practices'])[1 + b.n % 4], '|'),
       services = array['Farm tours', 'Educational sessions'],
       availability = array['Friday', 'Saturday'],
       max_group_size = 5 + b.n % 50,
       min_hourly_rate = 50 + b.n % 150,
       hourly_rate = 60 + b.n % 200
     -- By creation time, then email (which holds the account's number): the same profile for
     -- the same account in every fresh load, so a bench partner is the same business each run.
     from (select id, row_number() over (order by created_at, email) as n
           from public.users where email like 'bench-%' and business_name is null) b
     where u.id = b.id`,
  );

  // The profile is made by the auth.users trigger at load time; give it the account's spread
  // creation time, so the admin user list (newest first) orders as it would in real use.
  await step(
    "profile dates",
    `update public.users u set created_at = a.created_at
     from auth.users a
     where a.id = u.id and u.email like 'bench-%' and u.created_at <> a.created_at`,
  );

  // Verified partners hold an approved licence for their own state, a year from expiry: the
  // licence-required third of the tours excludes everyone else from matching and bidding.
  await step(
    "licences",
    `insert into public.partner_licences (
       partner_id, state, licence_type, licence_number, expires_on, expires_at, scan_path,
       status, reviewed_at, created_at, updated_at
     )
     select u.id, s.state,
            case u.business_type when 'Dispensary' then 'retail' when 'Testing Lab' then 'testing'
                 else 'cultivation' end::public.licence_type,
            'BENCH-' || left(u.id::text, 8), current_date + 365,
            private.licence_end(s.state, current_date + 365), u.id || '/bench/licence.pdf',
            'approved', u.created_at, u.created_at, u.created_at
     from public.users u
     cross join lateral (select private.location_state(u.location) as state) s
     where u.email like 'bench-%' and u.role = 'partner' and u.is_verified and s.state <> ''
     on conflict do nothing`,
  );

  await client.query(
    `create temp table bench_partners on commit drop as
     select (row_number() over (order by id) - 1)::int as n, id
     from public.users where role = 'partner' and is_active`,
  );
  const { rows: partnerRows } = await client.query(
    "select count(*)::int as n, (select id from public.users where role = 'admin' limit 1) as admin from bench_partners",
  );
  const partners: number = partnerRows[0].n;
  if (partners < 11) throw new Error("need at least eleven active partners to bid");

  // Past dates are mostly completed (some cancelled); future ones open, a fifth awarded.
  const missingOpportunities = Math.max(0, TARGET_OPPORTUNITIES - (await count("opportunities")));
  await step(
    "opportunities",
    `create temp table bench_opportunities on commit drop as
     with place as (
       -- The server-owned columns the switched-off triggers would set (geocode_location,
       -- set_derived_facts), from the same functions, once per place.
       select p.n, p.location, g.latitude, g.longitude,
              private.location_time_zone(p.location) as time_zone,
              private.required_licence_state(array['Insurance coverage'], p.location) as licence_state,
              private.required_licence_state(array[private.licence_requirement()], p.location)
                as licensed_state
       from unnest(array['Healdsburg, CA', 'Santa Cruz, CA', 'Oakland, CA', 'Denver, CO', 'Portland, OR', 'Seattle, WA'])
              with ordinality p (location, n),
            lateral private.geocode(p.location) g
     ),
     expertise as (
       select e.n, e.label, private.expertise_keyword_groups(array[e.label]) as keyword_groups
       from unnest(array['Outdoor farming', 'Retail operations', 'Extraction/processing', 'Quality testing'])
              with ordinality e (label, n)
     ),
     moment as materialized (
       -- Every date a tour takes (420 days, 9 start hours) at every place, with its local
       -- weekday: worked out 22,680 times instead of once per tour.
       select place.n as place_n, day, hour, t.date,
              private.local_weekday(place.location, t.date) as local_weekday
       from place, generate_series(0, 419) day, generate_series(0, 8) hour,
            lateral (select date_trunc('hour', now()) + (day - 300) * interval '1 day'
                            + (9 + hour) * interval '1 hour' as date) t
     ),
     made as (
       insert into public.opportunities (
         title, description, location, tour_type, priority, date, duration, group_size, base_rate,
         requirements, preferred_expertise, status, max_bids, response_deadline, created_by,
         created_at, updated_at, latitude, longitude, local_weekday, licence_state,
         expertise_keyword_groups, time_zone
       )
       select format('%s %s tour #%s', (array['Sunrise', 'Heritage', 'Craft', 'Harvest', 'Terpene'])[1 + k % 5],
                     (array['farm', 'dispensary', 'processor', 'retail'])[1 + k % 4], i),
              'A benchmark opportunity with enough description text to search through.',
              place.location,
              (array['farm', 'dispensary', 'processor', 'retailer'])[1 + k % 4]::public.tour_type,
              (array['high', 'regular', 'low'])[1 + (i / 4) % 3]::public.opportunity_priority,
              d.date, 1 + i % 12, 1 + i % 50, 100 + (i * 37) % 1900,
              case when need.licensed then array['Insurance coverage', private.licence_requirement()]
                   else array['Insurance coverage'] end,
              array[expertise.label],
              case when d.date < now() then (case when i % 20 = 0 then 'cancelled' else 'completed' end)
                   else (case when k % 5 = 0 then 'awarded' else 'open' end) end::public.opportunity_status,
              10 + i % 91, null, $2::uuid, d.date - interval '30 days', d.date - interval '30 days',
              place.latitude, place.longitude, d.local_weekday,
              case when need.licensed then place.licensed_state else place.licence_state end,
              expertise.keyword_groups, place.time_zone
       -- The date comes from i % 420, the kind of tour from k: were both from i, every tour of a
       -- day would share its title word, type, place and status (420 is a multiple of 4, 5
       -- and 6), and a search or a day's matches would meet whole days of one kind. A third of
       -- the tours at each place require a cannabis licence (k / 6, not k: not whole places).
       from generate_series(1, $1::int) i,
            lateral (select i + i / 420 as k, i % 420 as day, i % 9 as hour) mix
            join place on place.n = 1 + mix.k % 6
            join expertise on expertise.n = 1 + mix.k % 4
            join moment d on (d.place_n, d.day, d.hour) = (place.n, mix.day, mix.hour)
            cross join lateral (select (mix.k / 6) % 3 = 0 as licensed) need
       returning id, status, base_rate, date, created_at
     )
     select (row_number() over (order by created_at, id) - 1)::int as seq, * from made`,
    [missingOpportunities, partnerRows[0].admin],
  );

  // `perOpportunity` bids on each new opportunity, and one more on the first `extraBids` until
  // the total reaches the target. seq*7 + k*(partners/11) names a different partner for each
  // k <= 10.
  const { rows: made } = await client.query("select count(*)::int as n from bench_opportunities");
  const newOpportunities: number = made[0].n;
  const missingBids = Math.max(0, TARGET_BIDS - (await count("bids")));
  const perOpportunity =
    newOpportunities === 0
      ? 0
      : Math.min(MAX_BIDS_PER_OPPORTUNITY, Math.floor(missingBids / newOpportunities));
  const extraBids = Math.min(newOpportunities, missingBids - newOpportunities * perOpportunity);
  await step(
    "bids",
    `insert into public.bids (
       opportunity_id, user_id, amount, message, add_ons, status, decline_reason,
       reviewed_at, response_time, created_at, updated_at
     )
     select o.id, p.id, o.base_rate + (k * 13) % 200, 'Happy to host this group.',
            case when k % 3 = 0
              then '[{"id": "refreshments", "label": "Refreshments provided", "priceCents": 2500}]'::jsonb
              else '[]'::jsonb end,
            s.status, case when s.status = 'declined' then 'Another partner was selected for this opportunity.' end,
            case when s.status in ('accepted', 'declined', 'shortlisted') then o.created_at + interval '2 days' end,
            60 * (k + 1), o.created_at + k * interval '1 hour', o.created_at + k * interval '1 hour'
     from bench_opportunities o
     cross join generate_series(0, $3::int) k
     join bench_partners p on p.n = (o.seq * 7 + k * ($1::int / 11)) % $1::int
     cross join lateral (
       select case
         when k >= 9 then 'withdrawn'
         when o.status = 'open' then (case when k < 7 then 'pending' else 'shortlisted' end)
         when o.status = 'cancelled' then 'declined'
         else (case when k = 0 then 'accepted' else 'declined' end)
       end::public.bid_status as status
     ) s
     where k < $3::int or o.seq < $2::int`,
    [partners, extraBids, perOpportunity],
  );
  await step(
    "tours",
    `insert into public.tours (
       opportunity_id, partner_id, bid_id, status, scheduled_for, agreed_amount, actual_revenue,
       rating, feedback, completed_at, admin_approved, created_at, updated_at
     )
     select o.id, b.user_id, b.id,
            case when o.status = 'completed' then 'completed' else 'scheduled' end::public.tour_status,
            o.date, b.amount,
            case when o.status = 'completed' then b.amount end,
            case when o.status = 'completed' then 3 + (o.seq % 3) end,
            case when o.status = 'completed' then 'Guests enjoyed it.' end,
            case when o.status = 'completed' then o.date + interval '4 hours' end,
            o.status = 'completed', o.created_at + interval '2 days', o.created_at + interval '2 days'
     from bench_opportunities o
     join public.bids b on b.opportunity_id = o.id and b.status = 'accepted'`,
  );
  // What complete_tour() would have written: each completed tour's pending payable line.
  await step(
    "payable lines",
    `insert into public.payable_lines (
       partner_id, tour_id, tour_title, tour_date, amount, earned_at, created_at, updated_at
     )
     select t.partner_id, t.id, o.title, t.scheduled_for, coalesce(t.agreed_amount, t.actual_revenue),
            t.completed_at, t.completed_at, t.completed_at
     from public.tours t
     join public.opportunities o on o.id = t.opportunity_id
     where t.status = 'completed'
     on conflict (tour_id) do nothing`,
  );
  await step(
    "assignments",
    `insert into public.opportunity_assignments (opportunity_id, partner_id, assigned_at)
     select o.id, p.id, o.created_at
     from bench_opportunities o
     join bench_partners p on p.n = (o.seq * 11 + 3) % $1::int
     where o.status = 'open' and o.seq % 10 = 0
     on conflict do nothing`,
    [partners],
  );
  const missingLines = Math.max(0, TARGET_LINES - (await count("payable_lines")));
  // The lines, then a payout per partner and month for the paid ones, then the lines with
  // their payouts, inserted in date order as completions would have made them.
  await step(
    "line plan",
    `create temp table bench_lines on commit drop as
     select p.id as partner_id, t.earned_at, i,
            date_trunc('month', t.earned_at at time zone 'UTC') as month,
            (50 + (i * 37) % 45000 / 100.0)::numeric(10, 2) as amount,
            case when i % 100 = 0 then 'corrected'
                 when t.earned_at < date_trunc('month', now() at time zone 'UTC') at time zone 'UTC'
                      and i % 100 >= 3 then 'paid'
                 else 'pending' end::public.payable_line_status as status
     from generate_series($3::int + 1, $3::int + $1::int) i
     cross join lateral (
       -- i times the golden ratio, modulo 1: evenly over the year, in no order of i.
       select date_trunc('second', now() - interval '365 days' * ((i * 0.6180339887498949) % 1))
                as earned_at
     ) t
     join bench_partners p on p.n = (i::bigint * 7919) % $2::int`,
    [missingLines, partners, await count("payable_lines")],
  );
  await step(
    "payouts",
    `create temp table bench_payouts on commit drop as
     with made as (
       insert into public.payouts (partner_id, paid_on, method, reference, total, created_by, created_at)
       select l.partner_id, least(l.month + interval '1 month 4 days', current_date)::date,
              (array['bank_transfer', 'check', 'paypal', 'cash'])[1 + count(*) % 4]::public.payout_method,
              format('BENCH-%s-%s', to_char(l.month, 'YYYYMM'), left(l.partner_id::text, 8)),
              sum(l.amount), $1::uuid, least(l.month + interval '1 month 4 days', current_date)
       from bench_lines l
       where l.status = 'paid'
       group by l.partner_id, l.month
       returning id, partner_id, reference, created_at
     )
     select * from made`,
    [partnerRows[0].admin],
  );
  await step(
    "lines without tours",
    `insert into public.payable_lines (
       partner_id, tour_title, tour_date, amount, earned_at, status, payout_id, correction_reason,
       corrected_at, corrected_by, created_at, updated_at
     )
     select l.partner_id,
            format('%s %s tour #%s', (array['Sunrise', 'Heritage', 'Craft', 'Harvest', 'Terpene'])[1 + l.i % 5],
                   (array['farm', 'dispensary', 'processor', 'retail'])[1 + l.i % 4], l.i),
            l.earned_at - interval '4 hours', l.amount, l.earned_at, l.status, p.id,
            case when l.status = 'corrected' then 'The group was refunded.' end,
            case when l.status = 'corrected' then l.earned_at + interval '1 day' end,
            case when l.status = 'corrected' then $1::uuid end,
            l.earned_at, coalesce(p.created_at, l.earned_at)
     from bench_lines l
     left join bench_payouts p
       on l.status = 'paid' and p.partner_id = l.partner_id
          and p.reference = format('BENCH-%s-%s', to_char(l.month, 'YYYYMM'), left(l.partner_id::text, 8))
     order by l.earned_at`,
    [partnerRows[0].admin],
  );
  await step(
    "partner totals",
    `update public.users u
     set total_tours = s.tours, rating = s.rating
     from (select t.partner_id, count(*)::int as tours, round(avg(t.rating), 2) as rating
           from public.tours t where t.status = 'completed' group by t.partner_id) s
     where u.id = s.partner_id`,
  );
  await step(
    "partner revenue",
    `update public.users u
     set total_revenue = least(s.revenue, 99999999.99)
     from (select l.partner_id, coalesce(sum(l.amount) filter (where l.status <> 'corrected'), 0) as revenue
           from public.payable_lines l group by l.partner_id) s
     where u.id = s.partner_id and u.total_revenue <> least(s.revenue, 99999999.99)`,
  );

  for (const table of LOADED_TABLES) {
    await client.query(`alter table public.${table} enable trigger user`);
  }
  await client.query("commit");
} catch (error) {
  await client.query("rollback").catch(() => {});
  await client.end();
  throw error;
}

// Vacuumed as well as analysed: the visibility map a table in use gets from autovacuum, so the
// index-only scans the lists are planned for do not visit the heap of fresh rows.
await step("vacuum", "vacuum (analyze)");
for (const table of ["users", "opportunities", "bids", "tours", "payable_lines", "payouts"]) {
  process.stdout.write(`  ${table}: ${(await count(table)).toLocaleString("en-US")}\n`);
}
await client.end();
process.stdout.write(`Done in ${((performance.now() - started) / 1000).toFixed(0)} s.\n`);
