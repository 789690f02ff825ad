/** The guest list and waiver shapes the API answers; the database builds them. */

import type { MeetingAddress } from "./api.ts";

/** The whole meeting place: the town with the address beside it (null parts: only the town). */
export type MeetingPlace = { town: string } & {
  [K in keyof MeetingAddress]: MeetingAddress[K] | null;
};

export interface Guest {
  id: string;
  name: string;
  /** YYYY-MM-DD; null once the retention period reduced it. */
  dateOfBirth: string | null;
  email: string | null;
  phone: string | null;
  walkIn: boolean;
  addedVia: "organiser" | "admin" | "partner";
  /** When the guest signed the waiver in force (null: not yet, or none applies). */
  waiverSignedAt: string | null;
  checkedInAt: string | null;
  noShowAt: string | null;
}

export interface GuestListTour {
  id: string;
  title: string;
  startsAt: string;
  /** The tour's clock: every time of the list is shown on it, named. */
  timeZone: string;
  durationHours: number;
  status: "scheduled" | "completed" | "cancelled";
  groupSize: number;
  ageRestriction: "21+" | "18+" | "all-ages";
  meetingPlace: MeetingPlace;
  partnerBusinessName: string | null;
  /** The waiver the guests sign, or null when none applies. */
  waiver: { title: string; version: string } | null;
  cancellationReason: string | null;
}

/** GET /api/guest-lists/:token and the admin's GET /api/admin/tours/:id/guests. */
export interface GuestList {
  tour: GuestListTour;
  guests: Guest[];
}

/** The state of a tour's guest-list link, for admins (null: none was issued). */
export interface GuestListLink {
  sentTo: string;
  issuedAt: string;
  revokedAt: string | null;
  expiresAt: string;
}

/** GET /api/waivers/:token, and POST's answer. */
export interface WaiverToSign {
  guestName: string;
  tour: { title: string; startsAt: string; timeZone: string; status: GuestListTour["status"] };
  waiver: { id: string; title: string; version: string; content: string | null };
  signedAt: string | null;
}
