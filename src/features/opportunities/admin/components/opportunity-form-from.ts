import { toTourLocalInput } from "@shared/tour-time";
import type { OpportunityFormSource, OpportunityTemplate } from "../types";
import { OPPORTUNITY_DEFAULTS, type OpportunityFormValues } from "./opportunity-form-values";

/**
 * An ISO date-time as `datetime-local` shows it on the tour's clock (the zone of its place, not
 * the admin's); "" when absent.
 */
export function isoToLocal(value: string | null, timeZone: string): string {
  return value ? toTourLocalInput(value, timeZone) : "";
}

/** {"Dress code": "closed shoes", "Closed toes": true} → one requirement a line. */
export function formatCustomRequirements(value: Record<string, unknown> | null): string {
  return Object.entries(value ?? {})
    .map(([key, entry]) => (entry === true ? key : `${key}: ${String(entry)}`))
    .join("\n");
}

/** The form filled with an opportunity as stored: what the edit, duplicate and template start from. */
export function formValuesOf(opportunity: OpportunityFormSource): OpportunityFormValues {
  const d = OPPORTUNITY_DEFAULTS;
  return {
    title: opportunity.title,
    description: opportunity.description ?? "",
    location: opportunity.location,
    tourType: opportunity.tourType,
    date: isoToLocal(opportunity.date, opportunity.timeZone),
    duration: opportunity.duration,
    groupSize: opportunity.groupSize,
    baseRate: opportunity.baseRate,
    priority: opportunity.priority,
    requirements: opportunity.requirements ?? [],
    partnersNeeded: opportunity.partnersNeeded,
    responseDeadline: isoToLocal(opportunity.responseDeadline, opportunity.timeZone),
    maxBids: opportunity.maxBids,
    autoAssign: opportunity.autoAssign,
    customRequirements: formatCustomRequirements(opportunity.customRequirements),
    specialRequests: opportunity.specialRequests ?? "",
    accessibility: opportunity.accessibility ?? [],
    ageRestrictions: (opportunity.ageRestrictions ?? d.ageRestrictions) as typeof d.ageRestrictions,
    groupType: (opportunity.groupType ?? d.groupType) as typeof d.groupType,
    transportationNeeded: opportunity.transportationNeeded,
    mealPreferences: opportunity.mealPreferences ?? [],
    budgetRange: opportunity.budgetRange ?? "",
    experienceLevel: (opportunity.experienceLevel ?? d.experienceLevel) as typeof d.experienceLevel,
    preferredExpertise: opportunity.preferredExpertise ?? [],
    locationRadius: opportunity.locationRadius ?? d.locationRadius,
    clientContact: opportunity.clientContact ?? "",
    clientEmail: opportunity.clientEmail ?? "",
    clientPhone: opportunity.clientPhone ?? "",
    internalNotes: opportunity.internalNotes ?? "",
    meetingStreet: opportunity.meetingPlace?.street ?? "",
    meetingState: opportunity.meetingPlace?.state ?? "",
    meetingZip: opportunity.meetingPlace?.zip ?? "",
    meetingInstructions: opportunity.meetingPlace?.instructions ?? "",
    waiverDocumentId: opportunity.waiverDocumentId ?? "",
  };
}

/**
 * A new draft from a template: its fields, but the date and deadline to be chosen (a template's
 * date means nothing).
 */
export function draftFromTemplate(template: OpportunityTemplate): OpportunityFormValues {
  // No date yet, so the zone reads nothing; the form names the place's zone once one is typed.
  return formValuesOf({ ...template, date: "", responseDeadline: null, timeZone: "UTC" });
}
