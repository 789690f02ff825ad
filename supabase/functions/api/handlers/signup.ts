import { Hono } from "hono";
import { signupSchema } from "../../_shared/portable/schemas/signup.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { withCaller } from "../../_shared/server/db.ts";
import { HttpError, parseBody, readJson } from "../../_shared/server/http-error.ts";
import { readOwnProfile } from "../queries/user-profile.ts";

/**
 * POST /api/signup: the signup wizard's answers complete the caller's profile. The e-mail is
 * the account's (read-only in the wizard) and is not changed here.
 */
export const signupRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const input = parseBody(signupSchema, await readJson(c));
  const profile = await withCaller(c, async (tx) => {
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
    if (updated.length === 0) throw new HttpError(403, "Your account is inactive.");
    return readOwnProfile(tx);
  });
  return c.json(profile);
});
