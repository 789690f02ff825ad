import { Constants, type Database } from "../database.types.ts";

/**
 * The database's enums, as the generated types name them: the one list of each that schemas,
 * handlers and the web app share. Browser-safe: the generated file is plain TypeScript.
 */
type Enums = Database["public"]["Enums"];
const ENUMS = Constants.public.Enums;

export type TourType = Enums["tour_type"];
export const TOUR_TYPES = ENUMS.tour_type;

/** A partner's kind of business is one of the kinds of tour (SPEC §3). */
export type BusinessType = TourType;
export const BUSINESS_TYPES = ENUMS.tour_type;

export type Priority = Enums["opportunity_priority"];
export const PRIORITIES = ENUMS.opportunity_priority;

export type OpportunityStatus = Enums["opportunity_status"];
export const OPPORTUNITY_STATUSES = ENUMS.opportunity_status;

export type BidStatus = Enums["bid_status"];
export const BID_STATUSES = ENUMS.bid_status;

export type TourStatus = Enums["tour_status"];

export type UserRole = Enums["user_role"];
export const USER_ROLES = ENUMS.user_role;

export type PayableLineStatus = Enums["payable_line_status"];
export const PAYABLE_LINE_STATUSES = ENUMS.payable_line_status;

export type PayoutMethod = Enums["payout_method"];
export const PAYOUT_METHODS = ENUMS.payout_method;
