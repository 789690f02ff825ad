import type {
  TourWithdrawal,
  WithdrawalRequest,
  WithdrawalTerms,
} from "../../_shared/portable/contracts/withdrawals.ts";
import { statement } from "../../_shared/server/statement.ts";
import type { Tx } from "../../_shared/server/transaction.ts";

const ISO = 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"';

/** A withdrawal row aliased `w` as the API shows it. */
const columns = (tx: Tx) => tx`
  w.id,
  w.tour_id as "tourId",
  w.partner_id as "partnerId",
  w.reason,
  w.late,
  w.status,
  to_char(w.requested_at at time zone 'UTC', ${ISO}) as "requestedAt",
  to_char(w.decided_at at time zone 'UTC', ${ISO}) as "decidedAt"
`;

/** The caller withdraws from their tour (`public.withdraw_from_tour`: P0002, TP350-TP352). */
export function withdrawFromTour(tx: Tx, tourId: string, reason: string) {
  const rows = tx<TourWithdrawal[]>`
    select ${columns(tx)} from public.withdraw_from_tour(${tourId}::uuid, ${reason}) w
  `;
  return statement(rows, ([row]) => row as TourWithdrawal);
}

/** What withdrawing from the caller's tour now means; undefined for a tour not theirs. */
export function withdrawalTerms(tx: Tx, tourId: string) {
  const rows = tx<
    { noticeDays: number; late: boolean; pendingId: string | null; pendingAt: string | null }[]
  >`
    select t.notice_days as "noticeDays", t.late, t.pending_id as "pendingId",
      to_char(t.pending_requested_at at time zone 'UTC', ${ISO}) as "pendingAt"
    from public.tour_withdrawal_terms(${tourId}::uuid) t
  `;
  return statement(rows, ([row]): WithdrawalTerms | undefined =>
    row
      ? {
          noticeDays: row.noticeDays,
          late: row.late,
          pending: row.pendingId ? { id: row.pendingId, requestedAt: row.pendingAt ?? "" } : null,
        }
      : undefined,
  );
}

/** The requests waiting for an admin, soonest tour first (RLS: admins read every one). */
export function pendingWithdrawals(tx: Tx) {
  return tx<WithdrawalRequest[]>`
    select ${columns(tx)}, o.title as "tourTitle",
      to_char(t.scheduled_for at time zone 'UTC', ${ISO}) as "startsAt",
      o.time_zone as "timeZone",
      coalesce(nullif(u.business_name, ''), concat_ws(' ', u.first_name, u.last_name)) as "partnerName"
    from public.tour_withdrawals w
    join public.tours t on t.id = w.tour_id
    join public.opportunities o on o.id = t.opportunity_id
    join public.users u on u.id = w.partner_id
    where w.status = 'pending'
    order by t.scheduled_for, w.id
    limit 200
  `;
}

/** An admin approves or refuses a request (`public.decide_tour_withdrawal`: P0002, TP353). */
export function decideWithdrawal(tx: Tx, id: string, approve: boolean, note: string | null) {
  const rows = tx<TourWithdrawal[]>`
    select ${columns(tx)}
    from public.decide_tour_withdrawal(${id}::uuid, ${approve}, ${note}) w
  `;
  return statement(rows, ([row]) => row as TourWithdrawal);
}
