import { Hono } from "hono";
import type postgres from "postgres";
import type { AppEnv } from "../../_shared/app-env.ts";
import { checkCustomFields, type ProfileFieldRule } from "../../_shared/custom-fields.ts";
import { type Tx, withCaller } from "../../_shared/db.ts";
import { HttpError, parseBody, readJson } from "../../_shared/http-error.ts";
import { formatCents, toCents } from "../../_shared/money.ts";
import { type ProfilePayload, profileSchema } from "../../_shared/schemas/profile.ts";
import { readOwnProfile } from "../queries/user-profile.ts";

/** The answers to store, checked against the active profile fields; 400 with every problem. */
async function checkedCustomFields(tx: Tx, answers: Record<string, unknown>) {
  const fields = await tx<ProfileFieldRule[]>`
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
  const [saved] = await tx<{ customFields: Record<string, unknown> }[]>`
    select u.custom_fields as "customFields" from public.users u where u.id = (select auth.uid())
  `;
  const { values, errors } = checkCustomFields(fields, answers, saved?.customFields ?? {});
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new HttpError(400, first, errors);
  return values;
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

/** PUT /api/profile: the partner business profile form (SPEC §5) and custom field answers. */
export const profileRoutes = new Hono<AppEnv>().put("/", async (c) => {
  const input = parseBody(profileSchema, await readJson(c));
  const profile = await withCaller(c, async (tx) => {
    const custom = input.customFields ? await checkedCustomFields(tx, input.customFields) : {};
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
        custom_fields = u.custom_fields || ${tx.json(custom as postgres.JSONValue)}
      where u.id = (select auth.uid())
      returning u.id
    `;
    if (updated.length === 0) throw new HttpError(403, "Your account is inactive.");
    return readOwnProfile(tx);
  });
  return c.json(profile);
});
