/**
 * A day or range of days the partner's business is closed (GET/POST /api/blackouts). The dates
 * are on the clock of the tours they block: a tour is blocked when its start's date in the
 * tour's own zone is within `startsOn`..`endsOn`, both included.
 */
export interface Blackout {
  id: string;
  /** `YYYY-MM-DD`. */
  startsOn: string;
  /** `YYYY-MM-DD`, on or after `startsOn`. */
  endsOn: string;
  /** "Harvest", or "" when none. */
  note: string;
  /** What matching names it where it blocks a tour: "Away Jul 3–7: Harvest". */
  reason: string;
}
