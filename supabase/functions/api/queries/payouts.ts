import type {
  EarningsMonth,
  PayableLine,
  Payout,
  PayoutMonth,
  PayoutMonthPage,
} from "../../_shared/portable/contracts/api.ts";
import type { PayoutPayload } from "../../_shared/portable/schemas/payout.ts";
import type { Tx } from "../../_shared/server/transaction.ts";

/**
 * Payable lines and payouts as the caller may read them (RLS: a partner their own, an admin
 * all). Months are calendar months in UTC, `YYYY-MM`; every sum is the database's numeric.
 */

export interface LineFilter {
  id?: string;
  partnerId?: string;
  /** Only these partners' lines (a page of the payouts list). */
  partnerIds?: string[];
  month?: string;
}

/** The first instant of `month` and of the month after it, in UTC. */
function monthBounds(tx: Tx, month: string | undefined) {
  return month
    ? tx`and l.earned_at >= (${month}::text || '-01')::timestamp at time zone 'UTC'
         and l.earned_at < ((${month}::text || '-01')::timestamp + interval '1 month') at time zone 'UTC'`
    : tx``;
}

/**
 * The one definition of revenue: what the payable lines owe partners, corrected lines left out
 * and reversals netted (paid + pending). A partner's Total Revenue and month, the payouts
 * owed, the admins' Platform Revenue and the revenue-by-month export all sum it, so for any
 * month they agree. `where` narrows the lines of `public.payable_lines l`.
 */
export const REVENUE_OF_LINES = "coalesce(sum(l.amount) filter (where l.status <> 'corrected'), 0)";

/** Platform Revenue: every line's revenue, as one scalar subquery. */
export const platformRevenue = (tx: Tx) =>
  tx`select ${tx.unsafe(REVENUE_OF_LINES)}::numeric(14, 2) from public.payable_lines l`;

/** A PayableLine's columns, of `public.payable_lines l`. */
function lineColumns(tx: Tx) {
  return tx`
    l.id, l.partner_id as "partnerId", l.tour_id as "tourId", l.tour_title as "tourTitle",
    l.tour_date as "tourDate", l.amount, l.earned_at as "earnedAt", l.status,
    l.payout_id as "payoutId", l.correction_reason as "correctionReason",
    l.reversal_of as "reversalOf", l.reversal_reason as "reversalReason",
    to_char(l.earned_at at time zone 'UTC', 'YYYY-MM') as month
  `;
}

export function readLines(tx: Tx, filter: LineFilter = {}): Promise<PayableLine[]> {
  return tx<PayableLine[]>`
    select ${lineColumns(tx)}
    from public.payable_lines l
    where (${filter.partnerId ?? null}::uuid is null or l.partner_id = ${filter.partnerId ?? null})
      and (${filter.id ?? null}::uuid is null or l.id = ${filter.id ?? null})
      and (${filter.partnerIds ?? null}::uuid[] is null or l.partner_id = any(${filter.partnerIds ?? null}::uuid[]))
      ${monthBounds(tx, filter.month)}
    order by l.earned_at, l.id
  `;
}

const monthKey = (line: PayableLine) => line.month;

/** Lines grouped by `key(line)`, each group in date order; one pass, each line appended once. */
function groupBy<K>(lines: PayableLine[], key: (line: PayableLine) => K): Map<K, PayableLine[]> {
  const groups = new Map<K, PayableLine[]>();
  for (const line of lines) {
    const k = key(line);
    const group = groups.get(k);
    if (group) group.push(line);
    else groups.set(k, [line]);
  }
  return groups;
}

/**
 * The admins' payouts page: one month's partners by name, a page of them, each with what is
 * owed (lines not corrected, reversals netted), paid and outstanding, and the month's lines.
 * The month's partners are found by the date index (payable_lines_earned_at_id_idx carries the
 * partner); only the page's partners' lines are summed and read.
 */
export async function readPayoutMonthPage(
  tx: Tx,
  filter: { month: string; partnerId?: string },
  page: { page: number; pageSize: number; offset: number },
): Promise<PayoutMonthPage> {
  const rows = await tx<(Omit<PayoutMonth, "lines"> & { total: number })[]>`
    with partners as (
      select distinct l.partner_id
      from public.payable_lines l
      where (${filter.partnerId ?? null}::uuid is null or l.partner_id = ${filter.partnerId ?? null})
        ${monthBounds(tx, filter.month)}
    ),
    page as (
      select p.partner_id,
        coalesce(nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), ''), u.business_name,
          u.email, 'Deleted partner') as name,
        u.email,
        coalesce(u.email_verified, true) as email_verified,
        exists (select 1 from public.tax_details t where t.partner_id = p.partner_id) as tax_details_given,
        exists (
          select 1 from public.bank_accounts a
          where a.partner_id = p.partner_id and a.status = 'confirmed'
        ) as bank_account_confirmed,
        count(*) over ()::int as total
      from partners p
      left join public.users u on u.id = p.partner_id
      order by name, p.partner_id
      limit ${page.pageSize} offset ${page.offset}
    )
    select page.partner_id as "partnerId", page.name as "partnerName", page.email as "partnerEmail",
      page.email_verified as "partnerEmailVerified",
      page.tax_details_given as "partnerTaxDetailsGiven",
      page.bank_account_confirmed as "partnerBankAccountConfirmed", s.month, s.owed, s.paid, s.outstanding, page.total
    from page
    cross join lateral (
      select to_char(min(l.earned_at) at time zone 'UTC', 'YYYY-MM') as month,
        ${tx.unsafe(REVENUE_OF_LINES)}::numeric(12, 2) as owed,
        coalesce(sum(l.amount) filter (where l.status = 'paid'), 0)::numeric(12, 2) as paid,
        coalesce(sum(l.amount) filter (where l.status = 'pending'), 0)::numeric(12, 2) as outstanding
      from public.payable_lines l
      where l.partner_id = page.partner_id ${monthBounds(tx, filter.month)}
    ) s
    order by page.name, page.partner_id
  `;
  const partnerIds = rows.map((r) => r.partnerId);
  const lines =
    partnerIds.length === 0
      ? new Map<string, PayableLine[]>()
      : groupBy(await readLines(tx, { month: filter.month, partnerIds }), (l) => l.partnerId);
  const total =
    rows[0]?.total ??
    (page.offset > 0 ? await countPayoutPartners(tx, filter.month, filter.partnerId) : 0);
  return {
    month: filter.month,
    items: rows.map(({ total: _total, ...m }) => ({ ...m, lines: lines.get(m.partnerId) ?? [] })),
    page: page.page,
    pageSize: page.pageSize,
    total,
  };
}

/** How many partners have lines in the month (for a page past the end). */
async function countPayoutPartners(tx: Tx, month: string, partnerId: string | undefined) {
  const [row] = await tx<{ total: number }[]>`
    select count(distinct l.partner_id)::int as total
    from public.payable_lines l
    where (${partnerId ?? null}::uuid is null or l.partner_id = ${partnerId ?? null})
      ${monthBounds(tx, month)}
  `;
  return row?.total ?? 0;
}

/** Payouts, newest first, each with the lines it paid. */
export async function readPayouts(tx: Tx, filter: { partnerId?: string; id?: string }) {
  const payouts = await tx<Omit<Payout, "lines">[]>`
    select p.id, p.partner_id as "partnerId", p.paid_on::text as "paidOn", p.method, p.reference,
      p.total, p.created_at as "createdAt", r.return_code as "achReturnCode"
    from public.payouts p
    left join public.ach_entries e on e.payout_id = p.id
    left join public.ach_returns r on r.entry_id = e.id
    where (${filter.partnerId ?? null}::uuid is null or p.partner_id = ${filter.partnerId ?? null})
      and (${filter.id ?? null}::uuid is null or p.id = ${filter.id ?? null})
    order by p.paid_on desc, p.created_at desc
  `;
  if (payouts.length === 0) return [];
  const lines = await tx<PayableLine[]>`
    select ${lineColumns(tx)}
    from public.payable_lines l
    where l.payout_id = any(${payouts.map((p) => p.id)}::uuid[])
    order by l.earned_at, l.id
  `;
  const byPayout = groupBy(lines, (l) => l.payoutId);
  return payouts.map((p): Payout => ({ ...p, lines: byPayout.get(p.id) ?? [] }));
}

/** The caller's months: paid and pending (corrected lines count in neither), newest first. */
export async function readEarningMonths(tx: Tx, partnerId: string): Promise<EarningsMonth[]> {
  const months = await tx<Omit<EarningsMonth, "lines">[]>`
    select to_char(l.earned_at at time zone 'UTC', 'YYYY-MM') as month,
      coalesce(sum(l.amount) filter (where l.status = 'paid'), 0)::numeric(12, 2) as paid,
      coalesce(sum(l.amount) filter (where l.status = 'pending'), 0)::numeric(12, 2) as pending
    from public.payable_lines l
    where l.partner_id = ${partnerId}
    group by 1
    order by 1 desc
  `;
  const lines = groupBy(await readLines(tx, { partnerId }), monthKey);
  return months.map((m) => ({ ...m, lines: lines.get(m.month) ?? [] }));
}

/** The caller's totals, paid and pending: their sum is the dashboard's Total Revenue. */
export async function readEarningTotals(tx: Tx, partnerId: string) {
  const [totals] = await tx<{ totalPaid: string; totalPending: string }[]>`
    select
      coalesce(sum(l.amount) filter (where l.status = 'paid'), 0)::numeric(12, 2) as "totalPaid",
      coalesce(sum(l.amount) filter (where l.status = 'pending'), 0)::numeric(12, 2) as "totalPending"
    from public.payable_lines l
    where l.partner_id = ${partnerId}
  `;
  return totals ?? { totalPaid: "0.00", totalPending: "0.00" };
}

/** Whether payable line `id` exists for the caller. */
export async function payableLineExists(tx: Tx, id: string): Promise<boolean> {
  const [found] = await tx`select id from public.payable_lines where id = ${id}`;
  return found !== undefined;
}

/** Pays the lines in one batch (public.pay_payable_lines); the new payout's id. */
export async function payLines(tx: Tx, input: PayoutPayload): Promise<string | undefined> {
  const [paid] = await tx<{ id: string }[]>`
    select p.id from public.pay_payable_lines(
      ${input.lineIds}::uuid[], ${input.paidOn}::date, ${input.method}::public.payout_method,
      ${input.reference}, ${input.total}::numeric
    ) p
  `;
  return paid?.id;
}

/** Marks pending line `id` corrected, with the reason (public.correct_payable_line). */
export async function correctLine(tx: Tx, id: string, reason: string) {
  await tx`select public.correct_payable_line(${id}, ${reason})`;
}

/** Reverses paid line `id` with the reason (public.reverse_payable_line); the reversal's id. */
export async function reverseLine(tx: Tx, id: string, reason: string): Promise<string | undefined> {
  const [made] = await tx<{ id: string }[]>`
    select r.id from public.reverse_payable_line(${id}, ${reason}) r
  `;
  return made?.id;
}
