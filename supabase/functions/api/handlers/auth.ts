import { Hono } from "hono";
import type { SignedInUser } from "../../_shared/portable/contracts/profile.ts";
import type { Sent } from "../../_shared/portable/contracts/sent.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { withCaller } from "../../_shared/server/db.ts";
import { HttpError } from "../../_shared/server/http-error.ts";
import { readSignedInProfile } from "../queries/user-profile.ts";

/** GET /api/auth/user: the signed-in user's profile, role and whether it is complete. */
export const authRoutes = new Hono<AppEnv>().get("/user", async (c) => {
  const profile = await withCaller(c, readSignedInProfile);
  if (!profile) throw new HttpError(404, "Profile not found");
  const provider = c.var.claims.app_metadata?.provider;
  const user: Sent<SignedInUser> = {
    ...profile,
    authProvider: typeof provider === "string" ? provider : "email",
  };
  return c.json(user);
});
