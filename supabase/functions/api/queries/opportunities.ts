/**
 * An opportunity as the API shows it (product §3, camelCase), as `public.opportunities_json()`
 * builds it: every column of the spec, times as ISO strings, `assignedPartners` (what the
 * caller may see of the assignments: a partner only themselves) and `myBid` (the caller's
 * latest bid on it, or null), and `licenceRequirement` (null when it requires no licence,
 * else the state whose licence it takes and whether the caller holds a current one) and
 * `maxBidsReached` (it has as many active bids as it takes). Admin-only
 * details (client contact, internal notes) are never part of it.
 */
export interface OpportunityRow {
  id: string;
  title: string;
  /** ISO 8601 in UTC. */
  date: string;
  /** The IANA zone of the tour's place: the clock its times are shown on. */
  timeZone: string;
  location: string;
  baseRate: string;
  [column: string]: unknown;
}
