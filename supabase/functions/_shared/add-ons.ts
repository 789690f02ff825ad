import { formatDollars } from "./money.ts";

/** SPEC §9: the paid add-ons a partner may include in a bid, in cents. */
export const ADD_ONS = [
  { id: "transportation", label: "Transportation included", priceCents: 5000 },
  { id: "refreshments", label: "Refreshments provided", priceCents: 2500 },
  { id: "extended_qa", label: "Extended Q&A session", priceCents: 7500 },
  { id: "materials", label: "Educational materials", priceCents: 3000 },
  { id: "photos", label: "Professional photos", priceCents: 10000 },
] as const;

export type AddOn = (typeof ADD_ONS)[number];
export type AddOnId = AddOn["id"];

export const ADD_ON_IDS = ADD_ONS.map((addOn) => addOn.id) as [AddOnId, ...AddOnId[]];

/** How a chosen add-on is stored on the bid and shown to admins: "Transportation included (+$50)". */
export function addOnNote(addOn: AddOn): string {
  return `${addOn.label} (+${formatDollars(addOn.priceCents)})`;
}

/**
 * The add-on named by its id, its label or its stored note (case-insensitive); undefined when
 * it is none of §9's.
 */
export function findAddOn(name: string): AddOn | undefined {
  const wanted = name.trim().toLowerCase();
  return ADD_ONS.find(
    (addOn) =>
      addOn.id === wanted ||
      addOn.label.toLowerCase() === wanted ||
      addOnNote(addOn).toLowerCase() === wanted,
  );
}

/** The chosen add-ons in §9's order, each once. */
export function chosenAddOns(ids: readonly AddOnId[]): AddOn[] {
  return ADD_ONS.filter((addOn) => ids.includes(addOn.id));
}

/** What the chosen add-ons cost together, in cents. */
export function addOnsCents(ids: readonly AddOnId[]): number {
  return chosenAddOns(ids).reduce((total, addOn) => total + addOn.priceCents, 0);
}

/** SPEC §5: the bid's total is the base amount plus the chosen add-ons' prices. */
export function bidTotalCents(baseCents: number, ids: readonly AddOnId[]): number {
  return baseCents + addOnsCents(ids);
}
