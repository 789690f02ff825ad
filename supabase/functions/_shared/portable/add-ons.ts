import type { BidAddOn } from "./contracts/bids.ts";
import { formatCents, formatDollars } from "./money.ts";

/** product §9: the paid add-ons a partner may include in a bid, in cents. */
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

/** An add-on with its price note, as people read it: "Transportation included (+$50)". */
export function addOnNote(addOn: { label: string; priceCents: number }): string {
  return `${addOn.label} (+${formatDollars(addOn.priceCents)})`;
}

/**
 * The add-on named by its id, its label or its price note (case-insensitive); undefined when
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

/** product §5: the bid's total is the base amount plus the chosen add-ons' prices. */
export function bidTotalCents(baseCents: number, ids: readonly AddOnId[]): number {
  return baseCents + addOnsCents(ids);
}

/** A chosen add-on as the bid stores it (public.bids.add_ons): id, label and price in cents. */
export interface StoredAddOn {
  id: AddOnId;
  label: string;
  priceCents: number;
}

/** The chosen add-ons as the bid stores them, in §9's order, each once. */
export function storedAddOns(ids: readonly AddOnId[]): StoredAddOn[] {
  return chosenAddOns(ids).map(({ id, label, priceCents }) => ({ id, label, priceCents }));
}

/** Stored add-ons as the API answers them: the price in the API's money format. */
export function sentAddOns(stored: readonly StoredAddOn[]): BidAddOn[] {
  return stored.map(({ id, label, priceCents }) => ({ id, label, price: formatCents(priceCents) }));
}

/** What stored add-ons cost together, in cents. */
export function storedAddOnsCents(stored: readonly StoredAddOn[]): number {
  return stored.reduce((total, addOn) => total + addOn.priceCents, 0);
}
