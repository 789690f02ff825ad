import { Hono } from "hono";
import { checkCustomFields } from "../../_shared/portable/custom-fields.ts";
import { profileSchema } from "../../_shared/portable/schemas/profile.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { type Tx, withCaller } from "../../_shared/server/db.ts";
import { HttpError, parseBody, readJson } from "../../_shared/server/http-error.ts";
import {
  activeProfileFieldRules,
  savedCustomFields,
  updateOwnProfile,
} from "../queries/profile-update.ts";
import { readOwnProfile } from "../queries/user-profile.ts";

/** The answers to store, checked against the active profile fields; 400 with every problem. */
async function checkedCustomFields(tx: Tx, answers: Record<string, unknown>) {
  const fields = await activeProfileFieldRules(tx);
  const { values, errors } = checkCustomFields(fields, answers, await savedCustomFields(tx));
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new HttpError(400, first, errors);
  return values;
}

/** PUT /api/profile: the partner business profile form (product §5) and custom field answers. */
export const profileRoutes = new Hono<AppEnv>().put("/", async (c) => {
  const input = parseBody(profileSchema, await readJson(c));
  const profile = await withCaller(c, async (tx) => {
    const custom = input.customFields ? await checkedCustomFields(tx, input.customFields) : {};
    if (!(await updateOwnProfile(tx, input, custom))) {
      throw new HttpError(403, "Your account is inactive.");
    }
    return readOwnProfile(tx);
  });
  return c.json(profile);
});
