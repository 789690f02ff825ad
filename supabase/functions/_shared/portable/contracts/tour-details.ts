import type { Database } from "../database.types.ts";
import type { MeetingAddress } from "./api.ts";
import type { BidAddOn } from "./bids.ts";
import type { Attendance } from "./check-in.ts";
import type { TourStatus, TourType } from "./enums.ts";
import type { TourGuide } from "./team.ts";

type Enums = Database["public"]["Enums"];

/** The client's contact, shown to the tour's partner while it is scheduled, and to admins. */
export interface TourClientContact {
  name: string | null;
  email: string | null;
  phone: string | null;
}

/**
 * GET /api/tours/{id} and GET /api/tours/schedule: everything a partner needs on the day of
 * one tour (docs/api.md "Tours"). Readable by the tour's partner and by admins only.
 */
export interface TourDetails {
  id: string;
  opportunityId: string;
  status: TourStatus;
  title: string;
  description: string | null;
  /** When the tour starts (the tour's own date, moved with its opportunity's). */
  date: string;
  /** The IANA zone of the tour's place: the clock its times are shown on (_shared/portable/tour-time.ts). */
  timeZone: string;
  /** Hours. */
  duration: number;
  /** The town where the group meets: the opportunity's location. */
  location: string;
  /** The street, state, ZIP and instructions; null when cancelled or given as a town only. */
  meetingPlace: MeetingAddress | null;
  tourType: TourType;
  groupSize: number;
  groupType: Enums["group_type"];
  ageRestriction: Enums["age_restriction"];
  experienceLevel: Enums["experience_level"];
  accessibility: string[];
  mealPreferences: string[];
  specialRequests: string | null;
  requirements: string[];
  transportationNeeded: boolean;
  baseRate: string;
  /** The accepted bid's total; null when the tour came without a bid. */
  agreedAmount: string | null;
  /** The add-ons the partner agreed to provide, as the accepted bid holds them. */
  addOns: BidAddOn[];
  /** The admin's instructions for this tour. */
  instructions: string | null;
  emergencyContact: string | null;
  equipmentProvided: string[];
  insuranceRequired: boolean;
  /** Null when there is none on file or the caller may not see it (the tour is not scheduled). */
  client: TourClientContact | null;
  /** The business's guide who leads it (PUT /api/tours/{id}/guide); null when none. */
  guide: TourGuide | null;
  cancellationReason: string | null;
  completedAt: string | null;
  /** Who came, as completing the tour recorded it (26_check_in.sql); null before. */
  attendance: Attendance | null;
  createdAt: string;
  updatedAt: string;
}

/** The fields every list of tours shows: a tour's summary (queries/tour-columns.ts selects it). */
export type TourSummary = Pick<
  TourDetails,
  | "id"
  | "opportunityId"
  | "status"
  | "title"
  | "date"
  | "timeZone"
  | "duration"
  | "location"
  | "tourType"
  | "groupSize"
  | "baseRate"
  | "agreedAmount"
  | "cancellationReason"
  | "guide"
>;
