import type { MeetingAddress } from "./contracts/api.ts";

/**
 * The meeting address as one line, "1 Vine St, Napa, CA 94558": the street, the town (the
 * opportunity's location, without a state it already names) and the state with the ZIP. Only
 * the town when there is no address.
 */
export function meetingAddressLine(town: string, place: MeetingAddress | null): string {
  if (!place) return town;
  const townOnly = town.replace(new RegExp(`,\\s*${place.state}\\s*$`, "i"), "").trim();
  return `${place.street}, ${townOnly}, ${place.state} ${place.zip}`;
}
