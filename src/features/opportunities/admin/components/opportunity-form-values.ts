import type { Priority, TourType } from "@shared/contracts/api";
import {
  type OpportunityInput,
  type OpportunityPayload,
  opportunitySchema,
} from "@shared/schemas/opportunity";
import type { FieldErrors, Resolver } from "react-hook-form";

/** What the inputs hold; the resolver turns it into the API's payload and checks it. */
export interface OpportunityFormValues {
  title: string;
  description: string;
  location: string;
  tourType: TourType;
  /** `datetime-local`: the clock of the tour's place (product §5.7). */
  date: string;
  duration: number;
  groupSize: number;
  baseRate: string;
  priority: Priority;
  requirements: string[];
  partnersNeeded: number;
  responseDeadline: string;
  maxBids: number;
  autoAssign: boolean;
  /** One requirement a line, "Dress code: closed shoes" or just "Closed shoes". */
  customRequirements: string;
  specialRequests: string;
  accessibility: string[];
  ageRestrictions: "21+" | "18+" | "all-ages";
  groupType: "mixed" | "corporate" | "friends" | "couples" | "educational";
  transportationNeeded: boolean;
  mealPreferences: string[];
  budgetRange: string;
  experienceLevel: "beginner" | "intermediate" | "advanced" | "mixed";
  preferredExpertise: string[];
  locationRadius: number;
  clientContact: string;
  clientEmail: string;
  clientPhone: string;
  internalNotes: string;
  meetingStreet: string;
  /** A state's code, or "" for none. */
  meetingState: string;
  meetingZip: string;
  meetingInstructions: string;
  /** A liability waiver's id, or "" for the platform's default. */
  waiverDocumentId: string;
}

/** product §5's defaults for a new opportunity. */
export const OPPORTUNITY_DEFAULTS: OpportunityFormValues = {
  title: "",
  description: "",
  location: "",
  tourType: "farm",
  date: "",
  duration: 3,
  groupSize: 8,
  baseRate: "",
  priority: "regular",
  requirements: [],
  partnersNeeded: 1,
  responseDeadline: "",
  maxBids: 10,
  autoAssign: false,
  customRequirements: "",
  specialRequests: "",
  accessibility: [],
  ageRestrictions: "21+",
  groupType: "mixed",
  transportationNeeded: false,
  mealPreferences: [],
  budgetRange: "",
  experienceLevel: "beginner",
  preferredExpertise: [],
  locationRadius: 50,
  clientContact: "",
  clientEmail: "",
  clientPhone: "",
  internalNotes: "",
  meetingStreet: "",
  meetingState: "",
  meetingZip: "",
  meetingInstructions: "",
  waiverDocumentId: "",
};

/** "Dress code: closed shoes" → {"Dress code": "closed shoes"}; a line without a colon → true. */
export function parseCustomRequirements(text: string): Record<string, string | boolean> {
  const entries: [string, string | boolean][] = [];
  for (const line of text.split("\n")) {
    const [name = "", ...rest] = line.split(":");
    const key = name.trim();
    if (!key) continue;
    const value = rest.join(":").trim();
    entries.push([key, value || true]);
  }
  return Object.fromEntries(entries);
}

/**
 * The payload: `date` and `responseDeadline` as the inputs hold them ("2025-01-05T15:00"), a
 * time on the tour's clock that the API reads in the zone of the location.
 */
export function toOpportunityInput(values: OpportunityFormValues): OpportunityInput {
  return {
    ...values,
    customRequirements: parseCustomRequirements(values.customRequirements),
  };
}

/** Checks the form with the API's own schema (product §5 messages) and yields the payload. */
export const opportunityResolver: Resolver<OpportunityFormValues, unknown, OpportunityPayload> = (
  values,
) => {
  const parsed = opportunitySchema.safeParse(toOpportunityInput(values));
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? "root");
    errors[name] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors: errors as FieldErrors<OpportunityFormValues> };
};
