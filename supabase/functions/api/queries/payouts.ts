import type {
  EarningsMonth,
  PayableLine,
  Payout,
  PayoutMonth,
} from "../../_shared/contracts/api.ts";
import type { Tx } from "../../_shared/transaction.ts";

/**
 * Payable lines and payouts as the caller may read them (RLS: a partner their own, an admin
 * all). Months are calendar months in UTC, `YYYY-MM`; every sum is the database's numeric.
 */

export interface LineFilter {
  id?: string;
  partnerId?: string;
  month?: string;
}

/** The first instant of `month` and of the month after it, in UTC. */
function monthBounds(tx: Tx, month: string | undefined) {
  return month
    ? tx`and l.earned_at >= (${month}::text || '-01')::timestamp at time zone 'UTC'
         and l.earned_at < ((${month}::text || '-01')::timestamp + interval '1 month') at time zone 'UTC'`
    : tx``;
}

export function readLines(tx: Tx, filter: LineFilter = {}): Promise<PayableLine[]> {
  return tx<PayableLine[]>`
    select l.id, l.partner_id as "partnerId", l.tour_id as "tourId", l.tour_title as "tourTitle",
      l.tour_date as "tourDate", l.amount, l.earned_at as "earnedAt", l.status,
      l.payout_id as "payoutId", l.correction_reason as "correctionReason",
      to_char(l.earned_at at time zone 'UTC', 'YYYY-MM') as month
    from public.payable_lines l
    where (${filter.partnerId ?? null}::uuid is null or l.partner_id = ${filter.partnerId ?? null})
      and (${filter.id ?? null}::uuid is null or l.id = ${filter.id ?? null})
      ${monthBounds(tx, filter.month)}
    order by l.earned_at, l.id
  `;
}

const monthKey = (line: PayableLine) => line.month;

/** Lines grouped by `key(line)`, each group in date order. */
function groupBy<K>(lines: PayableLine[], key: (line: PayableLine) => K): Map<K, PayableLine[]> {
  const groups = new Map<K, PayableLine[]>();
  for (const line of lines) {
    const k = key(line);
    groups.set(k, [...(groups.get(k) ?? []), line]);
  }
  return groups;
}

/**
 * The admins' payouts page: per partner and month, what is owed (lines not corrected), paid
 * and outstanding, newest month first, with the month's lines.
 */
export async function readPayoutMonths(tx: Tx, filter: LineFilter): Promise<PayoutMonth[]> {
  const months = await tx<Omit<PayoutMonth, "lines">[]>`
    select l.partner_id as "partnerId",
      coalesce(nullif(btrim(concat_ws(' ', u.first_name, u.last_name)), ''), u.business_name,
        u.email, 'Deleted partner') as "partnerName",
      u.email as "partnerEmail",
      to_char(l.earned_at at time zone 'UTC', 'YYYY-MM') as month,
      coalesce(sum(l.amount) filter (where l.status <> 'corrected'), 0)::numeric(12, 2) as owed,
      coalesce(sum(l.amount) filter (where l.status = 'paid'), 0)::numeric(12, 2) as paid,
      coalesce(sum(l.amount) filter (where l.status = 'pending'), 0)::numeric(12, 2) as outstanding
    from public.payable_lines l
    left join public.users u on u.id = l.partner_id
    where (${filter.partnerId ?? null}::uuid is null or l.partner_id = ${filter.partnerId ?? null})
      ${monthBounds(tx, filter.month)}
    group by 1, 2, 3, 4
    order by month desc, "partnerName", "partnerId"
  `;
  const lines = groupBy(await readLines(tx, filter), (l) => `${l.partnerId} ${monthKey(l)}`);
  return months.map((m) => ({ ...m, lines: lines.get(`${m.partnerId} ${m.month}`) ?? [] }));
}

/** Payouts, newest first, each with the lines it paid. */
export async function readPayouts(tx: Tx, filter: { partnerId?: string; id?: string }) {
  const payouts = await tx<Omit<Payout, "lines">[]>`
    select p.id, p.partner_id as "partnerId", p.paid_on::text as "paidOn", p.method, p.reference,
      p.total, p.created_at as "createdAt"
    from public.payouts p
    where (${filter.partnerId ?? null}::uuid is null or p.partner_id = ${filter.partnerId ?? null})
      and (${filter.id ?? null}::uuid is null or p.id = ${filter.id ?? null})
    order by p.paid_on desc, p.created_at desc
  `;
  if (payouts.length === 0) return [];
  const lines = await tx<PayableLine[]>`
    select l.id, l.partner_id as "partnerId", l.tour_id as "tourId", l.tour_title as "tourTitle",
      l.tour_date as "tourDate", l.amount, l.earned_at as "earnedAt", l.status,
      l.payout_id as "payoutId", l.correction_reason as "correctionReason",
      to_char(l.earned_at at time zone 'UTC', 'YYYY-MM') as month
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
