import * as z from "zod/mini";
import { PRIORITIES, TOUR_TYPES } from "../contracts/enums.ts";
import { US_STATES } from "../contracts/licences.ts";
import { ASSIGNMENT_MESSAGES, MAX_ASSIGNED_PARTNERS } from "./admin-assignment.ts";
import {
  dateTime,
  flag,
  hasOffset,
  labelList,
  moneyString,
  optionalDateTime,
  optionalText,
  requiredText,
  wholeNumber,
} from "./admin-fields.ts";

export { PRIORITIES, TOUR_TYPES };
export const AGE_RESTRICTIONS = ["21+", "18+", "all-ages"] as const;
export const GROUP_TYPES = ["mixed", "corporate", "friends", "couples", "educational"] as const;
export const EXPERIENCE_LEVELS = ["beginner", "intermediate", "advanced", "mixed"] as const;

/** What the admin opportunity form shows for each rule of product §5. */
export const OPPORTUNITY_MESSAGES = {
  title: "Title is required",
  location: "Location is required",
  date: "Date is required",
  dateInvalid: "Please enter a valid date and time",
  baseRate: "Base rate is required",
  baseRateInvalid: "Base rate must be a positive number",
  baseRateMax: "Base rate cannot exceed $99,999,999.99",
  duration: "Duration must be between 1 and 12 hours",
  groupSize: "Group size must be between 1 and 50",
  maxBids: "Max bids must be between 1 and 100",
  locationRadius: "Location radius must be between 5 and 500 miles",
  partnersNeeded: "Partners needed must be between 1 and 50",
  clientEmail: "Please enter a valid email address",
  responseDeadline: "Response deadline must be a valid date",
  deadlineAfterDate: "Response deadline must be on or before the tour date",
  partner: "Each assigned partner must be a user id",
  meetingStreet: "Please enter the street address where guests meet",
  meetingState: "Choose the state of the meeting address",
  meetingZip: "Please enter a ZIP code such as 94558 or 94558-1234",
  waiverDocument: "Choose an active liability waiver",
} as const;

/** The meeting address's ZIP code (opportunity_meeting_places_zip_format). */
export const ZIP_PATTERN = /^[0-9]{5}(-[0-9]{4})?$/;

const M = OPPORTUNITY_MESSAGES;

/** A time on the tour's clock read as if UTC: two of them compare as their clock does. */
const toInstantText = (text: string) => (hasOffset(text) ? text : `${text}Z`);

/** customRequirements as JSON text: room for a few dozen requirements, not a document. */
export const MAX_CUSTOM_REQUIREMENTS_LENGTH = 10_000;

function choice<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  return z._default(z.enum(values, { error: `Must be one of: ${values.join(", ")}` }), fallback);
}

/**
 * POST /api/admin/opportunities: every field of an opportunity (product §3), with the admin form's
 * rules (product §5) and defaults (product §9). `date` carries the time of day, on the tour's own
 * clock (the zone of its location) unless it names its offset; so does `responseDeadline`. Client contact,
 * e-mail, phone and internal notes are admin-only and stored apart from the opportunity.
 */
export const opportunitySchema = z
  .object({
    title: requiredText(M.title),
    description: optionalText(5000),
    location: requiredText(M.location, 300),
    tourType: choice(TOUR_TYPES, "farm"),
    date: dateTime(M.date, M.dateInvalid),
    duration: wholeNumber(1, 12, M.duration, 3),
    groupSize: wholeNumber(1, 50, M.groupSize, 8),
    baseRate: moneyString(M.baseRate, M.baseRateInvalid, M.baseRateMax),
    priority: choice(PRIORITIES, "regular"),
    requirements: labelList(),
    responseDeadline: optionalDateTime(M.responseDeadline),
    maxBids: wholeNumber(1, 100, M.maxBids, 10),
    autoAssign: flag(false),
    partnersNeeded: wholeNumber(1, 50, M.partnersNeeded, 1),
    clientContact: optionalText(200),
    clientEmail: z.optional(
      z.pipe(
        z.nullable(
          z.union([z.literal(""), z.email(M.clientEmail).check(z.maxLength(254, M.clientEmail))], {
            error: M.clientEmail,
          }),
        ),
        z.transform((email) => (email ? email : undefined)),
      ),
    ),
    clientPhone: optionalText(50),
    internalNotes: optionalText(5000),
    customRequirements: z._default(
      z
        .record(z.string(), z.unknown(), { error: "Must be an object" })
        .check(
          z.refine(
            (value) => JSON.stringify(value).length <= MAX_CUSTOM_REQUIREMENTS_LENGTH,
            `At most ${MAX_CUSTOM_REQUIREMENTS_LENGTH} characters of custom requirements`,
          ),
        ),
      {},
    ),
    calendarEventId: optionalText(200),
    specialRequests: optionalText(2000),
    accessibility: labelList(),
    ageRestrictions: choice(AGE_RESTRICTIONS, "21+"),
    groupType: choice(GROUP_TYPES, "mixed"),
    transportationNeeded: flag(false),
    mealPreferences: labelList(),
    budgetRange: optionalText(100),
    experienceLevel: choice(EXPERIENCE_LEVELS, "beginner"),
    preferredExpertise: labelList(),
    locationRadius: wholeNumber(5, 500, M.locationRadius, 50),
    // Where to meet: the town is `location`; the street, state and ZIP are given
    // together or not at all, and only admins and the awarded partners read them.
    meetingStreet: optionalText(200),
    meetingState: z.optional(
      z
        .pipe(
          z.nullable(z.union([z.literal(""), z.string({ error: M.meetingState })])),
          z.transform((state) => (state ? state : undefined)),
        )
        .check(z.refine((state) => state === undefined || state in US_STATES, M.meetingState)),
    ),
    meetingZip: z.optional(
      z
        .pipe(
          z.nullable(z.string({ error: M.meetingZip }).check(z.trim())),
          z.transform((zip) => (zip ? zip : undefined)),
        )
        .check(z.refine((zip) => zip === undefined || ZIP_PATTERN.test(zip), M.meetingZip)),
    ),
    meetingInstructions: optionalText(1000),
    // The liability waiver its guests sign; none: the platform's default (admin settings).
    waiverDocumentId: z.optional(
      z.pipe(
        z.nullable(z.union([z.literal(""), z.uuid(M.waiverDocument)], { error: M.waiverDocument })),
        z.transform((id) => (id ? id : undefined)),
      ),
    ),
    assignedPartners: z._default(
      z
        .array(z.uuid(M.partner), { error: M.partner })
        .check(z.maxLength(MAX_ASSIGNED_PARTNERS, ASSIGNMENT_MESSAGES.tooMany)),
      [],
    ),
  })
  .check(
    z.refine(
      // Compared here only when both are on the same footing (two instants, or two times on the
      // tour's clock); the database's opportunities_deadline_before_date holds for every pair.
      (opportunity) =>
        !opportunity.responseDeadline ||
        hasOffset(opportunity.responseDeadline) !== hasOffset(opportunity.date) ||
        Date.parse(toInstantText(opportunity.responseDeadline)) <=
          Date.parse(toInstantText(opportunity.date)),
      { message: M.deadlineAfterDate, path: ["responseDeadline"] },
    ),
    meetingPartGiven("meetingStreet"),
    meetingPartGiven("meetingState"),
    meetingPartGiven("meetingZip"),
  );

/** A part of the meeting address is given whenever another is. */
function meetingPartGiven(field: "meetingStreet" | "meetingState" | "meetingZip") {
  return z.refine<{ meetingStreet?: string; meetingState?: string; meetingZip?: string }>(
    (opportunity) =>
      Boolean(opportunity[field]) ||
      !(opportunity.meetingStreet || opportunity.meetingState || opportunity.meetingZip),
    { message: M[field], path: [field] },
  );
}

export type OpportunityInput = z.input<typeof opportunitySchema>;
export type OpportunityPayload = z.infer<typeof opportunitySchema>;

/** GET /api/admin/opportunities/time-zone?location=: the place whose clock the form asks for. */
export const timeZoneQuerySchema = z.object({
  location: requiredText(M.location, 300),
});
