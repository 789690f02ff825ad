import { Constants, type Database } from "../database.types.ts";

/**
 * Partner licences: the states that issue them, their kinds and statuses, and the opportunity
 * requirement that asks for one. Browser-safe. The database holds the same lists
 * (private.us_states, the licence_type enum, private.licence_requirement()); the limits test
 * compares them.
 */

type Enums = Database["public"]["Enums"];

export type LicenceType = Enums["licence_type"];
export const LICENCE_TYPES = Constants.public.Enums.licence_type;

export type LicenceStatus = Enums["licence_status"];
export const LICENCE_STATUSES = Constants.public.Enums.licence_status;

/** The requirement label of an opportunity that takes bids only from licensed partners. */
export const LICENCE_REQUIREMENT = "Cannabis license required";

/** How many days ahead the admins' "expiring" filter and the first expiry notice look. */
export const LICENCE_EXPIRY_WARNING_DAYS = 30;

/** The US states and DC, by code (private.us_states). */
export const US_STATES = {
  AL: "Alabama",
  AK: "Alaska",
  AZ: "Arizona",
  AR: "Arkansas",
  CA: "California",
  CO: "Colorado",
  CT: "Connecticut",
  DE: "Delaware",
  DC: "District of Columbia",
  FL: "Florida",
  GA: "Georgia",
  HI: "Hawaii",
  ID: "Idaho",
  IL: "Illinois",
  IN: "Indiana",
  IA: "Iowa",
  KS: "Kansas",
  KY: "Kentucky",
  LA: "Louisiana",
  ME: "Maine",
  MD: "Maryland",
  MA: "Massachusetts",
  MI: "Michigan",
  MN: "Minnesota",
  MS: "Mississippi",
  MO: "Missouri",
  MT: "Montana",
  NE: "Nebraska",
  NV: "Nevada",
  NH: "New Hampshire",
  NJ: "New Jersey",
  NM: "New Mexico",
  NY: "New York",
  NC: "North Carolina",
  ND: "North Dakota",
  OH: "Ohio",
  OK: "Oklahoma",
  OR: "Oregon",
  PA: "Pennsylvania",
  RI: "Rhode Island",
  SC: "South Carolina",
  SD: "South Dakota",
  TN: "Tennessee",
  TX: "Texas",
  UT: "Utah",
  VT: "Vermont",
  VA: "Virginia",
  WA: "Washington",
  WV: "West Virginia",
  WI: "Wisconsin",
  WY: "Wyoming",
} as const;

export type UsState = keyof typeof US_STATES;
export const US_STATE_CODES = Object.keys(US_STATES) as [UsState, ...UsState[]];

/** A licence as the API shows it, to its partner and to admins. */
export interface Licence {
  id: string;
  partnerId: string;
  state: UsState;
  licenceType: LicenceType;
  licenceNumber: string;
  /** The last day it is valid, `YYYY-MM-DD`. */
  expiresOn: string;
  status: LicenceStatus;
  rejectionReason: string | null;
  reviewedAt: string | null;
  createdAt: string;
  /** Approved and not expired: it lets the partner bid on the state's licensed tours. */
  isCurrent: boolean;
  scanFileName: string;
  /** A short-lived link to the scan. */
  scanUrl: string | null;
}

/** A licence in the admins' list, with its partner. */
export interface AdminLicence extends Licence {
  partner: { id: string; name: string; businessName: string | null; email: string };
}

/**
 * What an opportunity's licence requirement means for the caller: null when it requires none;
 * `state` null when its location names no state (no licence can satisfy it).
 */
export interface LicenceRequirement {
  state: string | null;
  held: boolean;
  /** The caller sent a licence for that state that awaits an admin's review. */
  pending: boolean;
}

/**
 * Why a partner shows as verified: a current approved licence ("licence", with its states),
 * else the admin's manual flag ("admin"), else not verified (null).
 */
export type VerifiedBy = "licence" | "admin" | null;

export function verifiedBy(partner: { licensedStates: string[]; isVerified: boolean }): VerifiedBy {
  if (partner.licensedStates.length > 0) return "licence";
  return partner.isVerified ? "admin" : null;
}

/** The badge's words: which reason applies. */
export function verificationLabel(partner: {
  licensedStates: string[];
  isVerified: boolean;
}): string | null {
  const by = verifiedBy(partner);
  if (by === "licence") return `Verified: licensed in ${partner.licensedStates.join(", ")}`;
  return by === "admin" ? "Verified by an admin" : null;
}
