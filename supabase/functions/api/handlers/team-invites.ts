import { Hono } from "hono";
import { LINK_TOKEN_PATTERN } from "../../_shared/portable/schemas/guest.ts";
import { TEAM_MESSAGES } from "../../_shared/portable/schemas/team.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { authenticate } from "../../_shared/server/auth.ts";
import { withCaller } from "../../_shared/server/db.ts";
import { HttpError } from "../../_shared/server/http-error.ts";
import { acceptInvite, readInvite } from "../queries/team.ts";
import { asLinkHolder } from "./guest-lists.ts";

/** The link's token, or 404 without asking the database when it cannot be one. */
function token(value: string | undefined): string {
  if (!LINK_TOKEN_PATTERN.test(value ?? "")) throw new HttpError(404, TEAM_MESSAGES.invite);
  return value as string;
}

/**
 * /api/team-invites/{token}: what an invite shows, without an account (run as anon: the link is
 * the credential), and its acceptance by the invited address's own account.
 */
export const teamInviteRoutes = new Hono<AppEnv>()
  .get("/:token", async (c) => {
    const link = token(c.req.param("token"));
    return c.json(await asLinkHolder(c, (tx) => readInvite(tx, link)));
  })
  .post("/:token/accept", authenticate, async (c) => {
    const link = token(c.req.param("token"));
    return c.json(await withCaller(c, (tx) => acceptInvite(tx, link)));
  });
