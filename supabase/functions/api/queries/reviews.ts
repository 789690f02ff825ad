import type {
  AdminReview,
  ReceivedReview,
  ReceivedReviews,
  ReviewRequestDetails,
} from "../../_shared/portable/contracts/reviews.ts";
import type { Sent } from "../../_shared/portable/contracts/sent.ts";
import { type Statement, statement } from "../../_shared/server/statement.ts";
import type { Tx } from "../../_shared/server/transaction.ts";

/** What a review link's page shows (public.review_request_details: its errors are the answer). */
export function readReviewRequest(tx: Tx, token: string): Statement<Sent<ReviewRequestDetails>> {
  return statement(
    tx<Sent<ReviewRequestDetails>[]>`
      select d.tour_title as "tourTitle", d.starts_at as "startsAt", d.time_zone as "timeZone",
        d.partner_name as "partnerName", d.reviewer_kind as "reviewerKind",
        d.reviewer_name as "reviewerName"
      from public.review_request_details(${token}) d`,
    (rows) => rows[0] as Sent<ReviewRequestDetails>,
  );
}

/** Records the link's one review (public.submit_review). */
export function submitReview(
  tx: Tx,
  token: string,
  rating: number,
  text: string | null,
): Statement<string> {
  return statement(
    tx<{ id: string }[]>`select public.submit_review(${token}, ${rating}, ${text}) as id`,
    (rows) => rows[0]?.id as string,
  );
}

const reviewColumns = (tx: Tx) => tx`
  r.id, r.tour_id as "tourId", o.title as "tourTitle", t.scheduled_for as "startsAt",
  o.time_zone as "timeZone", r.reviewer_kind as "reviewerKind", r.rating, r.text, r.reply,
  r.replied_at as "repliedAt", r.created_at as "createdAt"`;

/** The caller's visible reviews, newest first, with their rating (RLS: their own, not hidden). */
export function listReceivedReviews(tx: Tx): Statement<Sent<ReceivedReviews>> {
  return statement(
    tx<{ rating: string | null; reviewCount: number; reviews: Sent<ReceivedReview>[] | null }[]>`
      select u.rating, u.review_count as "reviewCount",
        (select json_agg(x order by x."createdAt" desc) from (
          select ${reviewColumns(tx)}
          from public.reviews r
          join public.tours t on t.id = r.tour_id
          join public.opportunities o on o.id = t.opportunity_id
          where r.partner_id = (select private.business_id())
        ) x) as reviews
      from public.users u
      where u.id = (select private.business_id())`,
    (rows) => ({
      rating: rows[0]?.rating ?? null,
      reviewCount: rows[0]?.reviewCount ?? 0,
      reviews: rows[0]?.reviews ?? [],
    }),
  );
}

/** The partner's reply (the database refuses a second, TP953); the review, or none if not theirs. */
export function replyToReview(
  tx: Tx,
  id: string,
  reply: string,
): Statement<Sent<ReceivedReview> | undefined> {
  return statement(
    tx<Sent<ReceivedReview>[]>`
      with replied as (
        update public.reviews set reply = ${reply} where id = ${id} returning *
      )
      select ${reviewColumns(tx)}
      from replied r
      join public.tours t on t.id = r.tour_id
      join public.opportunities o on o.id = t.opportunity_id`,
    (rows) => rows[0],
  );
}

const adminColumns = (tx: Tx) => tx`
  ${reviewColumns(tx)}, r.partner_id as "partnerId",
  coalesce(nullif(btrim(p.business_name), ''), p.email) as "partnerName",
  r.hidden_reason as "hiddenReason", r.hidden_at as "hiddenAt"`;

/** Every review, hidden ones too, newest first; one partner's with `partnerId`. */
export function listAdminReviews(
  tx: Tx,
  partnerId: string | undefined,
): Statement<Sent<AdminReview>[]> {
  return statement(
    tx<Sent<AdminReview>[]>`
      select ${adminColumns(tx)}
      from public.reviews r
      join public.tours t on t.id = r.tour_id
      join public.opportunities o on o.id = t.opportunity_id
      join public.users p on p.id = r.partner_id
      ${partnerId ? tx`where r.partner_id = ${partnerId}` : tx``}
      order by r.created_at desc
      limit 200`,
    (rows) => rows,
  );
}

/** Hides a review with the reason, or shows it again (null); audited by the table's trigger. */
export function setReviewVisibility(
  tx: Tx,
  id: string,
  hiddenReason: string | null,
): Statement<Sent<AdminReview> | undefined> {
  return statement(
    tx<Sent<AdminReview>[]>`
      with changed as (
        update public.reviews set hidden_reason = ${hiddenReason} where id = ${id} returning *
      )
      select ${adminColumns(tx)}
      from changed r
      join public.tours t on t.id = r.tour_id
      join public.opportunities o on o.id = t.opportunity_id
      join public.users p on p.id = r.partner_id`,
    (rows) => rows[0],
  );
}
