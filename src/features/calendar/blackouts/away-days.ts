import type { Blackout } from "@shared/contracts/blackouts";

/**
 * The reason a day of the calendar (`YYYY-MM-DD`, a tour's own day) is away, or undefined:
 * the earliest-starting blackout that holds it, as matching names it.
 */
export function awayReasonOf(blackouts: readonly Blackout[]) {
  return (key: string) =>
    blackouts.find((blackout) => blackout.startsOn <= key && key <= blackout.endsOn)?.reason;
}
