/**
 * What every partner profile already holds, which a custom profile field may not ask again
 * (one field per fact). The database holds the same rule (private.built_in_field_problem in
 * supabase/schemas/11_profile.sql); tests/db checks the two agree.
 */

/** The keys of the built-in facts, as `fieldKey` spells a field's name or label. */
export const BUILT_IN_FIELD_KEYS = [
  "name",
  "full_name",
  "first_name",
  "last_name",
  "email",
  "email_address",
  "phone",
  "phone_number",
  "business_name",
  "company_name",
  "business_type",
  "address",
  "business_address",
  "business_location",
  "business_street_address",
  "location",
  "tour_area",
  "expertise",
  "areas_of_expertise",
  "services",
  "services_offered",
  "availability",
  "group_size",
  "max_group_size",
  "rate",
  "hourly_rate",
  "usual_hourly_rate",
  "min_hourly_rate",
  "minimum_hourly_rate",
  "travel_radius",
] as const;

/** "State License Number" and "state_licence_number" both become "state_license_number". */
export function fieldKey(text: string): string {
  return text
    .toLowerCase()
    .replaceAll("licence", "license")
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
}

export const BUILT_IN_FIELD_MESSAGES = {
  licence: "Licences have their own section on every profile: a custom field may not ask for one",
  repeated: "Every profile already has this: a custom field may not ask for it again",
} as const;

/** Why a custom field with this name and label would repeat a built-in one, or undefined. */
export function builtInFieldProblem(name: string, label: string): string | undefined {
  const keys = [fieldKey(name), fieldKey(label)];
  if (keys.some((key) => key.includes("license"))) return BUILT_IN_FIELD_MESSAGES.licence;
  const builtIn: readonly string[] = BUILT_IN_FIELD_KEYS;
  if (keys.some((key) => builtIn.includes(key))) return BUILT_IN_FIELD_MESSAGES.repeated;
  return undefined;
}
