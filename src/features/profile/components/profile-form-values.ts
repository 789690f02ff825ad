import { formatCents, toCents } from "@shared/money";
import { catalogueLabels, EXPERTISE, SERVICES } from "@shared/profile-options";
import type { ProfilePayload } from "@shared/schemas/profile";
import type { Profile, ProfileField } from "../types";

/** An answer as its input holds it: text (numbers and dates too), a list, or a checkbox. */
export type CustomValue = string | string[] | boolean;

export interface ProfileFormValues {
  businessName: string;
  businessType: string;
  location: string;
  expertise: string[];
  services: string[];
  maxGroupSize: number;
  hourlyRate: string;
  /** The values the signup wizard asked, under its rules (schemas/signup.ts). */
  firstName: string;
  lastName: string;
  phone: string;
  businessLocation: string;
  availability: string[];
  minHourlyRate: number;
  /** Miles; null when the partner gives none. */
  travelRadius: number | null;
  /** Answers to the admin-defined fields, under customFieldKey(fieldName). */
  custom: Record<string, CustomValue>;
}

/** A form key for a field name that cannot read as an array index ("2025" → "cf_2025"). */
export function customFieldKey(fieldName: string) {
  return `cf_${fieldName}`;
}

const BOOLEAN_TYPES = new Set(["checkbox", "contract", "legal_agreement"]);

/** "Years in business (required)": the mark is words, so every reader gets it. */
export function fieldLabel(field: ProfileField) {
  return field.isRequired ? `${field.fieldLabel} (required)` : field.fieldLabel;
}

export function isBooleanField(field: ProfileField) {
  return BOOLEAN_TYPES.has(field.fieldType);
}

function savedAnswer(field: ProfileField, saved: unknown): CustomValue {
  if (isBooleanField(field)) return saved === true;
  if (field.fieldType === "multiselect") {
    return Array.isArray(saved) ? saved.filter((item) => typeof item === "string") : [];
  }
  return saved === null || saved === undefined ? "" : String(saved);
}

/** The list's options plus any saved values it does not have, so none is dropped on save. */
export function withSaved(options: readonly string[], saved: readonly string[] | null) {
  return [...options, ...(saved ?? []).filter((value) => !options.includes(value))];
}

/** The catalogue, and any saved label it does not have (one the catalogue no longer lists). */
export const expertiseOptions = (profile: Profile) =>
  withSaved(EXPERTISE, catalogueLabels(profile.expertise ?? []));
export const serviceOptions = (profile: Profile) =>
  withSaved(SERVICES, catalogueLabels(profile.services ?? []));

/** The form's starting values: the saved ones, the business type as the wizard saved it. */
export function profileFormDefaults(
  profile: Profile,
  fields: readonly ProfileField[],
): ProfileFormValues {
  const rate = toCents(profile.hourlyRate ?? profile.minHourlyRate ?? "");
  return {
    businessName: profile.businessName ?? "",
    businessType: profile.businessType ?? "",
    location: profile.location ?? profile.businessLocation ?? "",
    expertise: catalogueLabels(profile.expertise ?? []),
    services: catalogueLabels(profile.services ?? []),
    maxGroupSize: profile.maxGroupSize ?? 10,
    hourlyRate: rate === undefined ? "" : formatCents(rate),
    firstName: profile.firstName ?? "",
    lastName: profile.lastName ?? "",
    phone: profile.phone ?? "",
    businessLocation: profile.businessLocation ?? "",
    availability: profile.availability ?? [],
    // Never given: an empty input (NaN), which is then not sent.
    minHourlyRate: profile.minHourlyRate === null ? Number.NaN : Number(profile.minHourlyRate),
    travelRadius: profile.travelRadius,
    custom: Object.fromEntries(
      fields.map((field) => [
        customFieldKey(field.fieldName),
        savedAnswer(field, profile.customFields?.[field.fieldName]),
      ]),
    ),
  };
}

const WIZARD_KEYS = [
  "firstName",
  "lastName",
  "phone",
  "businessLocation",
  "availability",
  "minHourlyRate",
] as const;

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === "" ||
  Number.isNaN(value) ||
  (Array.isArray(value) && value.length === 0);

/**
 * PUT /api/profile's body; every active field's answer goes as customFields. A wizard value the
 * profile never had and the form leaves empty is not sent, so a profile completed without it
 * still saves; once saved, emptying it is refused by the wizard's rule.
 */
export function profilePayload(
  values: ProfileFormValues,
  fields: readonly ProfileField[],
  saved?: Profile,
): ProfilePayload {
  const { custom, ...business } = values;
  const unset = WIZARD_KEYS.filter((key) => isEmpty(business[key]) && isEmpty(saved?.[key]));
  for (const key of unset) delete (business as Partial<typeof business>)[key];
  return {
    ...(business as Omit<ProfilePayload, "customFields">),
    customFields: Object.fromEntries(
      fields.map((field) => {
        const value = custom[customFieldKey(field.fieldName)];
        const fallback = isBooleanField(field)
          ? false
          : field.fieldType === "multiselect"
            ? []
            : "";
        return [field.fieldName, value ?? fallback];
      }),
    ),
  };
}
