import type { LicenceRequirement } from "../../_shared/contracts/licences.ts";
import type { Tx } from "../../_shared/db.ts";

/**
 * What the licence requirement of each of `ids` means for the caller, for the opportunities
 * that have one: the state whose licence it takes (private.required_licence_state, the bidding
 * rule's own reading) and whether the caller holds a current one (private.has_current_licence).
 */
export async function licenceRequirements(
  tx: Tx,
  ids: readonly string[],
): Promise<Map<string, LicenceRequirement>> {
  if (ids.length === 0) return new Map();
  const rows = await tx<({ id: string } & LicenceRequirement)[]>`
    select o.id, r.state,
      coalesce(private.has_current_licence((select auth.uid()), r.state), false) as held
    from public.opportunities o,
      lateral (select private.required_licence_state(o.requirements, o.location) as state) r
    where o.id = any (${ids as string[]}::uuid[]) and r.state is distinct from ''
  `;
  return new Map(rows.map(({ id, state, held }) => [id, { state, held }]));
}

/** Each row with its `licenceRequirement` (null when it requires no licence). */
export function withLicenceRequirements<T extends { id: string }>(
  rows: T[],
  requirements: Map<string, LicenceRequirement>,
): (T & { licenceRequirement: LicenceRequirement | null })[] {
  return rows.map((row) => ({ ...row, licenceRequirement: requirements.get(row.id) ?? null }));
}
