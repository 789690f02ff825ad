import { Hono } from "hono";
import { signupSchema } from "../../_shared/portable/schemas/signup.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { withCaller } from "../../_shared/server/db.ts";
import { HttpError, parseBody, readJson } from "../../_shared/server/http-error.ts";
import { completeSignup } from "../queries/profile-update.ts";
import { readOwnProfile } from "../queries/user-profile.ts";

/**
 * POST /api/signup: the signup wizard's answers complete the caller's profile. The e-mail is
 * the account's (read-only in the wizard) and is not changed here.
 */
export const signupRoutes = new Hono<AppEnv>().post("/", async (c) => {
  const input = parseBody(signupSchema, await readJson(c));
  const profile = await withCaller(c, async (tx) => {
    if (!(await completeSignup(tx, input))) throw new HttpError(403, "Your account is inactive.");
    return readOwnProfile(tx);
  });
  return c.json(profile);
});
