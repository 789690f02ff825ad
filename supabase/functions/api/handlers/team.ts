import { Hono } from "hono";
import { teamInviteSchema, teamRoleSchema } from "../../_shared/portable/schemas/team.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { withCaller } from "../../_shared/server/db.ts";
import { HttpError, parseBody, readJson } from "../../_shared/server/http-error.ts";
import { idParam } from "../queries/admin-params.ts";
import { changeRole, inviteMember, listTeam, removeMember, resendInvite } from "../queries/team.ts";

const NOT_FOUND = "No such member of your team.";
const ONLY_THE_OWNER = "Only the owner of the business manages its team.";

/**
 * /api/team: the owner's team (docs/api.md "Team"). The database's commands decide who may
 * (83_team_commands.sql: only the owner); anyone else gets 403 from them, or an empty list.
 */
export const teamRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const members = await withCaller(c, listTeam);
    if (!members) throw new HttpError(403, ONLY_THE_OWNER);
    return c.json({ members });
  })
  /** POST /invites {email, role}: 201 with the invited member; the mail links to /join/<token>. */
  .post("/invites", async (c) => {
    const { email, role } = parseBody(teamInviteSchema, await readJson(c));
    return c.json(await withCaller(c, (tx) => inviteMember(tx, email, role)), 201);
  })
  .post("/members/:id/resend", async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    return c.json(await withCaller(c, (tx) => resendInvite(tx, id)));
  })
  .put("/members/:id", async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    const { role } = parseBody(teamRoleSchema, await readJson(c));
    return c.json(await withCaller(c, (tx) => changeRole(tx, id, role)));
  })
  /** DELETE /members/{id}: 204; the invite revoked or the member removed, their sessions ended. */
  .delete("/members/:id", async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    await withCaller(c, (tx) => removeMember(tx, id));
    return c.body(null, 204);
  });
