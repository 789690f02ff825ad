import { Hono } from "hono";
import type { Deleted } from "../../_shared/portable/contracts/api.ts";
import { profileFieldSchema } from "../../_shared/portable/schemas/profile-field.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { withCaller } from "../../_shared/server/db.ts";
import { HttpError, parseBody, readJson } from "../../_shared/server/http-error.ts";
import { requireAdmin } from "../../_shared/server/require-admin.ts";
import { idParam } from "../queries/admin-params.ts";
import {
  deleteProfileField,
  insertProfileField,
  listProfileFields,
  updateProfileField,
} from "../queries/profile-fields.ts";

const NOT_FOUND = "Profile field not found";
const TAKEN = "A profile field with this name already exists.";

/** A second field with the same name is a conflict the form can explain. */
function nameTaken(error: unknown): never {
  const postgres = error as { name?: string; code?: string; constraint_name?: string };
  if (postgres.name === "PostgresError" && postgres.code === "23505") {
    throw new HttpError(409, TAKEN, { fieldName: [TAKEN] });
  }
  throw error;
}

/**
 * /api/admin/profile-fields: every field (active or not) grouped by category and display
 * order, and their create, edit and delete. The database keeps a field's name on edit (409).
 */
export const adminProfileFieldRoutes = new Hono<AppEnv>()
  .use("*", requireAdmin)
  .get("/", async (c) =>
    c.json(await withCaller(c, (tx) => listProfileFields(tx, { activeOnly: false }))),
  )
  .post("/", async (c) => {
    const field = parseBody(profileFieldSchema, await readJson(c));
    const created = await withCaller(c, (tx) => insertProfileField(tx, field)).catch(nameTaken);
    return c.json(created, 201);
  })
  .put("/:id", async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    const field = parseBody(profileFieldSchema, await readJson(c));
    const updated = await withCaller(c, (tx) => updateProfileField(tx, id, field));
    if (!updated) throw new HttpError(404, NOT_FOUND);
    return c.json(updated);
  })
  .delete("/:id", async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    const deleted = await withCaller(c, (tx) => deleteProfileField(tx, id));
    if (!deleted) throw new HttpError(404, NOT_FOUND);
    return c.json({ id: deleted.id, deleted: true } satisfies Deleted);
  });
