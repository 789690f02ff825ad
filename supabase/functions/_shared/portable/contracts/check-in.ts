import { Constants, type Database } from "../database.types.ts";

/** The kinds of ID a partner may record having seen at check-in: never an image or a number. */
export type GuestIdType = Database["public"]["Enums"]["guest_id_type"];
export const GUEST_ID_TYPES = Constants.public.Enums.guest_id_type;

/** How each kind of ID reads on the check-in form and the manifest. */
export const GUEST_ID_TYPE_LABELS: Record<GuestIdType, string> = {
  drivers_licence: "Driver's licence",
  state_id: "State ID",
  passport: "Passport",
  military_id: "Military ID",
};

/** A guest as the manifest shows it: the age on the tour's date, never the date of birth. */
export interface ManifestGuest {
  id: string;
  name: string;
  /** Null once the retention job reduced the date of birth to `verified21Plus`. */
  age: number | null;
  verified21Plus: boolean | null;
  walkIn: boolean;
  /** A guest without an e-mail signs the waiver in person at check-in. */
  hasEmail: boolean;
  waiverSignedAt: string | null;
  checkedInAt: string | null;
  idType: GuestIdType | null;
  noShowAt: string | null;
}

/** GET /api/tours/{id}/guests: the tour's manifest (docs/api.md). */
export interface Manifest {
  tour: {
    id: string;
    title: string;
    startsAt: string;
    timeZone: string;
    durationHours: number;
    status: "scheduled" | "completed" | "cancelled";
    groupSize: number;
    ageRestriction: Database["public"]["Enums"]["age_restriction"];
    minimumAge: number;
    waiver: { id: string; title: string; version: string; content: string } | null;
  };
  guests: ManifestGuest[];
}

/** Who came: what a completed tour recorded, or a scheduled tour's guests so far. */
export interface Attendance {
  listed: number;
  checkedIn: number;
  walkIns: number;
  noShows: number;
}
