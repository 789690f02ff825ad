import pg from "pg";

/**
 * Removes the bids earlier runs placed (`--reuse`), so the bench partners' own lists, and the
 * free places, are the seed's again and runs stay comparable.
 */
export async function removeBenchBids(adminDbUrl: string, message: string): Promise<number> {
  const client = new pg.Client({ connectionString: adminDbUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("delete from public.bids where message = $1", [
      message,
    ]);
    await client.query("vacuum analyze public.bids");
    return rowCount ?? 0;
  } finally {
    await client.end();
  }
}

/**
 * Lifts the per-user rate limits (`private.rate_limits`) in the bench's own stack: ten
 * partners place thousands of bids a minute there, which the real limit (20 a minute) would
 * answer with 429. The bench measures the cost of the rules, not the limit.
 */
export async function liftRateLimits(adminDbUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminDbUrl });
  await client.connect();
  try {
    await client.query("update private.rate_limits set max_rows = 1000000000");
  } finally {
    await client.end();
  }
}

/** One bid the rules accept: an open future opportunity this partner has no active bid on. */
export interface BidSlot {
  partner: number;
  opportunityId: string;
  amount: string;
}

/**
 * Every bid the given partners can still place, as (partner, opportunity) pairs within each
 * opportunity's free max_bids places. Ordered round by round over the opportunities, so
 * requests in flight together bid on different opportunities (a bid locks its opportunity's
 * row) and no pair repeats: the one-active-bid rule never answers 409.
 */
export async function loadBidSlots(adminDbUrl: string, partnerIds: string[]): Promise<BidSlot[]> {
  const client = new pg.Client({ connectionString: adminDbUrl });
  await client.connect();
  try {
    const { rows: open } = await client.query<{ id: string; amount: string; free: number }>(
      `select o.id, o.base_rate::text as amount,
              o.max_bids - (select count(*) from public.bids b
                            where b.opportunity_id = o.id
                              and b.status in ('pending', 'shortlisted', 'accepted'))::int as free
       from public.opportunities o
       where o.status = 'open' and o.base_rate > 0
         and o.date > now() + interval '1 hour'
         and coalesce(o.response_deadline > now() + interval '1 hour', true)
         -- Tours that require none: a licence-required one asks for the bidder's (TP107).
         and private.required_licence_state(o.requirements, o.location) = ''
       order by o.id`,
    );
    const { rows: active } = await client.query<{ key: string }>(
      `select opportunity_id || ':' || user_id as key from public.bids
       where user_id = any($1::uuid[]) and status in ('pending', 'shortlisted', 'accepted')`,
      [partnerIds],
    );
    const taken = new Set(active.map((row) => row.key));
    const slots: BidSlot[] = [];
    for (let round = 0; round < partnerIds.length; round++) {
      open.forEach((opportunity, i) => {
        if (opportunity.free <= round) return;
        const partner = (i + round) % partnerIds.length;
        if (taken.has(`${opportunity.id}:${partnerIds[partner]}`)) return;
        slots.push({ partner, opportunityId: opportunity.id, amount: opportunity.amount });
      });
    }
    return slots;
  } finally {
    await client.end();
  }
}
