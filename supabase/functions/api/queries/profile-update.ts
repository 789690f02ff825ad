import type postgres from "postgres";
import type { ProfileFieldRule } from "../../_shared/portable/custom-fields.ts";
import { formatCents, toCents } from "../../_shared/portable/money.ts";
import type { ProfilePayload } from "../../_shared/portable/schemas/profile.ts";
import type { SignupPayload } from "../../_shared/portable/schemas/signup.ts";
import type { Tx } from "../../_shared/server/transaction.ts";

/** The active profile fields' rules, which the answers a partner stores are checked against. */
export function activeProfileFieldRules(tx: Tx) {
  return tx<ProfileFieldRule[]>`
    select
      f.field_name as "fieldName",
      f.field_type as "fieldType",
      f.field_label as "fieldLabel",
      f.field_options as "fieldOptions",
      f.is_required as "isRequired",
      f.validation_rules as "validationRules"
    from public.profile_fields f
    where f.is_active
  `;
}

/** The caller's stored custom field answers ({} when none). */
export async function savedCustomFields(tx: Tx): Promise<Record<string, unknown>> {
  const [saved] = await tx<{ customFields: Record<string, unknown> }[]>`
    select u.custom_fields as "customFields" from public.users u where u.id = (select auth.uid())
  `;
  return saved?.customFields ?? {};
}

/** The `column = value,` of each wizard value the payload holds; the others stay as saved. */
function wizardValues(tx: Tx, input: ProfilePayload) {
  const given = (value: unknown, set: postgres.PendingQuery<postgres.Row[]>) =>
    value === undefined ? tx`` : set;
  return tx`
    ${given(input.firstName, tx`first_name = ${input.firstName ?? null},`)}
    ${given(input.lastName, tx`last_name = ${input.lastName ?? null},`)}
    ${given(input.phone, tx`phone = ${input.phone ?? null},`)}
    ${given(input.businessLocation, tx`business_location = ${input.businessLocation ?? null},`)}
    ${given(input.availability, tx`availability = ${input.availability ?? null}::text[],`)}
    ${given(input.minHourlyRate, tx`min_hourly_rate = ${input.minHourlyRate ?? null},`)}
    ${given(input.travelRadius, tx`travel_radius = ${input.travelRadius ?? null}::integer,`)}
  `;
}

/**
 * Stores the caller's business profile and merges `customFields` (checked answers) into the
 * saved ones. False when no row was updated: the caller's account is inactive (RLS).
 */
export async function updateOwnProfile(
  tx: Tx,
  input: ProfilePayload,
  customFields: Record<string, unknown>,
): Promise<boolean> {
  const updated = await tx`
    update public.users u set
      business_name = ${input.businessName},
      business_type = ${input.businessType},
      location = ${input.location},
      expertise = ${input.expertise}::text[],
      services = ${input.services}::text[],
      max_group_size = ${input.maxGroupSize},
      hourly_rate = ${formatCents(toCents(input.hourlyRate) ?? 0)},
      ${wizardValues(tx, input)}
      custom_fields = u.custom_fields || ${tx.json(customFields as postgres.JSONValue)}
    where u.id = (select auth.uid())
    returning u.id
  `;
  return updated.length > 0;
}

/**
 * Completes the caller's profile from the signup wizard's answers (the location defaults to the
 * business's). False when no row was updated: the caller's account is inactive (RLS).
 */
export async function completeSignup(tx: Tx, input: SignupPayload): Promise<boolean> {
  const updated = await tx`
    update public.users u set
      first_name = ${input.firstName},
      last_name = ${input.lastName},
      phone = ${input.phone},
      business_name = ${input.businessName},
      business_type = ${input.businessType},
      business_location = ${input.businessLocation},
      location = coalesce(nullif(btrim(u.location), ''), ${input.businessLocation}),
      expertise = ${input.expertise}::text[],
      services = ${input.services}::text[],
      availability = ${input.availability}::text[],
      max_group_size = ${input.maxGroupSize},
      min_hourly_rate = ${input.minHourlyRate},
      travel_radius = ${input.travelRadius ?? null}::integer
    where u.id = (select auth.uid())
    returning u.id
  `;
  return updated.length > 0;
}
