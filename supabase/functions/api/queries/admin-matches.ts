import type { PartnerMatch } from "../../_shared/portable/contracts/api.ts";
import type { Tx } from "../../_shared/server/transaction.ts";

/** How many of the best-matching partners the admin is shown. */
export const SHOWN_MATCHES = 20;

/**
 * The partners who match opportunity `id`, best first, as the database judges them
 * (`private.opportunity_matches`, the one matching rule).
 */
export async function partnerMatches(tx: Tx, id: string): Promise<PartnerMatch[]> {
  const rows = await tx<
    (Omit<PartnerMatch, "score" | "distanceMiles" | "reliability"> & {
      score: string;
      distanceMiles: string | null;
      completed: number;
      withdrawnLate: number;
      noShows: number;
    })[]
  >`
    select
      m.partner_id as "partnerId",
      u.first_name as "firstName",
      u.last_name as "lastName",
      u.email,
      u.business_name as "businessName",
      u.business_type as "businessType",
      m.score,
      m.distance_miles as "distanceMiles",
      m.reasons,
      r.tours_completed as completed,
      r.withdrawn_late as "withdrawnLate",
      r.no_shows as "noShows"
    from private.opportunity_matches(${id}::uuid, ${SHOWN_MATCHES}::integer) m
    join public.users u on u.id = m.partner_id
    cross join lateral private.partner_reliability(array[m.partner_id]) r
    order by m.score desc, m.distance_miles nulls last, m.partner_id
  `;
  return rows.map(({ completed, withdrawnLate, noShows, ...row }) => ({
    ...row,
    score: Number(row.score),
    distanceMiles: row.distanceMiles === null ? null : Number(row.distanceMiles),
    reliability: { toursCompleted: completed, withdrawnLate, noShows },
  }));
}
