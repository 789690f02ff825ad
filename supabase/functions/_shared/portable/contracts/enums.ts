import { Constants, type Database } from "../database.types.ts";

/**
 * The database's enums, as the generated types name them: the one list of each that schemas,
 * handlers and the web app share. Browser-safe: the generated file is plain TypeScript.
 */
type Enums = Database["public"]["Enums"];
const ENUMS = Constants.public.Enums;

export type TourType = Enums["tour_type"];
export const TOUR_TYPES = ENUMS.tour_type;

/**
 * A partner's kind of business: product §9's sign-up types, the one list of the wizard, the
 * profile form, the API and the database (users_business_type_values).
 */
export const BUSINESS_TYPES = [
  "Indoor Farm",
  "Outdoor Farm",
  "Dispensary",
  "Edibles Manufacturer",
  "Testing Lab",
  "Microbusiness",
  "Concentrates/Hash Manufacturer",
  "Professional Service",
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

/**
 * The tour types each business hosts, for matching and filters: the mirror of
 * private.business_tour_types() (tests/db/matching.test.ts holds the two equal).
 */
export const BUSINESS_TOUR_TYPES: Readonly<Record<BusinessType, readonly TourType[]>> = {
  "Indoor Farm": ["farm"],
  "Outdoor Farm": ["farm"],
  Dispensary: ["dispensary", "retailer"],
  "Edibles Manufacturer": ["processor"],
  "Testing Lab": ["processor"],
  Microbusiness: ["farm", "processor", "retailer"],
  "Concentrates/Hash Manufacturer": ["processor"],
  "Professional Service": [],
};

export type Priority = Enums["opportunity_priority"];
export const PRIORITIES = ENUMS.opportunity_priority;

export type OpportunityStatus = Enums["opportunity_status"];
export const OPPORTUNITY_STATUSES = ENUMS.opportunity_status;

export type BidStatus = Enums["bid_status"];
export const BID_STATUSES = ENUMS.bid_status;

export type TourStatus = Enums["tour_status"];

/** A person's role in a partner's business (03_team.sql). */
export type TeamRole = Enums["team_role"];
export const TEAM_ROLES = ENUMS.team_role;

export type UserRole = Enums["user_role"];
export const USER_ROLES = ENUMS.user_role;

export type PayableLineStatus = Enums["payable_line_status"];
export const PAYABLE_LINE_STATUSES = ENUMS.payable_line_status;

export type PayoutMethod = Enums["payout_method"];
export const PAYOUT_METHODS = ENUMS.payout_method;

/** The kinds of ID a partner records at check-in (never an image or a number of it). */
export type GuestIdType = Enums["guest_id_type"];
export const GUEST_ID_TYPES = ENUMS.guest_id_type;

/** A W-9's TIN type (17_tax_details.sql). */
export type TinType = Enums["tin_type"];
export const TIN_TYPES = ENUMS.tin_type;

/** A W-9's federal tax classification (line 3a). */
export type TaxClassification = Enums["tax_classification"];
export const TAX_CLASSIFICATIONS = ENUMS.tax_classification;
