import { Hono } from "hono";
import { TOUR_TYPES } from "../../_shared/portable/contracts/enums.ts";
import type { DeletedUser } from "../../_shared/portable/contracts/users.ts";
import { USER_STATUSES } from "../../_shared/portable/contracts/users.ts";
import { adminUserSchema, USER_ROLES } from "../../_shared/portable/schemas/admin-user.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { withCaller } from "../../_shared/server/db.ts";
import { HttpError, parseBody, readJson } from "../../_shared/server/http-error.ts";
import { requireAdmin } from "../../_shared/server/require-admin.ts";
import {
  choiceParam,
  idParam,
  optionalIdParam,
  pageRequest,
  searchParam,
} from "../queries/admin-params.ts";
import {
  deleteUser,
  listUsers,
  readAdminUser,
  saveUserNotes,
  updateUserAccess,
} from "../queries/admin-users.ts";

const NOT_FOUND = "User not found";

/**
 * /api/admin/users: the user list with server-side search and filters, the Edit User dialog
 * (role, active, verified, admin notes) and deletion. Deleting the profile deletes the sign-in
 * account too (a database trigger), so no service role is needed.
 */
export const adminUserRoutes = new Hono<AppEnv>()
  .use("*", requireAdmin)
  .get("/", async (c) => {
    const filter = {
      search: searchParam(c),
      role: choiceParam(c, "role", USER_ROLES),
      status: choiceParam(c, "status", USER_STATUSES),
      tourType: choiceParam(c, "tourType", TOUR_TYPES),
      eligible: c.req.query("eligible") === "true",
      awayFor: optionalIdParam(c, "awayFor"),
    };
    const page = pageRequest(c, 50);
    const { itemsJson, ...rest } = await withCaller(c, (tx) => listUsers(tx, filter, page));
    // The items arrive as JSON from the database and are passed on as they are.
    return c.body(`{"items":${itemsJson},${JSON.stringify(rest).slice(1)}`, 200, {
      "content-type": "application/json",
    });
  })
  .put("/:id", async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    const input = parseBody(adminUserSchema, await readJson(c));
    // The database refuses an admin's removing their own admin access (TP501) and removing
    // the last active admin (TP502), whoever asks and however the id is spelt: 409.
    const user = await withCaller(c, async (tx) => {
      if (!(await updateUserAccess(tx, id, input))) throw new HttpError(404, NOT_FOUND);
      if (input.notes !== undefined) await saveUserNotes(tx, id, input.notes);
      return readAdminUser(tx, id);
    });
    return c.json(user);
  })
  .delete("/:id", async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    // Deleting oneself or the last active admin: refused by the database (409), as above.
    const deleted = await withCaller(c, (tx) => deleteUser(tx, id));
    if (!deleted) throw new HttpError(404, NOT_FOUND);
    return c.json({ id: deleted.id, email: deleted.email, deleted: true } satisfies DeletedUser);
  });
