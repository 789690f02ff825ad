import { hasOffset } from "../../_shared/portable/schemas/admin-fields.ts";
import type { Tx } from "../../_shared/server/db.ts";

/**
 * A tour moment of the opportunity payload as SQL: an instant as sent, or a time on the tour's
 * clock read in the zone of `location` (private.location_time_zone, the zone the row will keep),
 * so "10:00" for a Healdsburg tour is 10:00 in California whoever types it, wherever they are.
 */
export function tourMoment(tx: Tx, value: string | undefined, location: string) {
  if (!value) return tx`null::timestamptz`;
  return hasOffset(value)
    ? tx`${value}::timestamptz`
    : tx`(${value}::timestamp at time zone private.location_time_zone(${location}))`;
}
