import { Hono } from "hono";
import type postgres from "postgres";
import type { AppEnv } from "../../_shared/app-env.ts";
import type { AdminProfileField } from "../../_shared/contracts/admin.ts";
import type { Sent } from "../../_shared/contracts/sent.ts";
import { withCaller } from "../../_shared/db.ts";
import { HttpError, parseBody, readJson } from "../../_shared/http-error.ts";
import { requireAdmin } from "../../_shared/require-admin.ts";
import {
  type ProfileFieldPayload,
  profileFieldSchema,
} from "../../_shared/schemas/profile-field.ts";
import { idParam } from "../queries/admin-params.ts";

const NOT_FOUND = "Profile field not found";
const TAKEN = "A profile field with this name already exists.";

/** What COLUMNS reads. */
type Field = Sent<AdminProfileField>;

const COLUMNS = `
  id,
  field_name as "fieldName",
  field_type as "fieldType",
  field_label as "fieldLabel",
  field_options as "fieldOptions",
  is_required as "isRequired",
  is_active as "isActive",
  display_order as "displayOrder",
  category,
  validation_rules as "validationRules",
  created_at as "createdAt",
  updated_at as "updatedAt"
`;

/** A second field with the same name is a conflict the form can explain. */
function nameTaken(error: unknown): never {
  const postgres = error as { name?: string; code?: string; constraint_name?: string };
  if (postgres.name === "PostgresError" && postgres.code === "23505") {
    throw new HttpError(409, TAKEN, { fieldName: [TAKEN] });
  }
  throw error;
}

function values(field: ProfileFieldPayload) {
  return {
    fieldName: field.fieldName,
    fieldType: field.fieldType,
    fieldLabel: field.fieldLabel,
    fieldOptions: field.fieldOptions,
    isRequired: field.isRequired,
    isActive: field.isActive,
    displayOrder: field.displayOrder,
    category: field.category,
    validationRules: field.validationRules as postgres.JSONValue,
  };
}

/**
 * /api/admin/profile-fields: every field (active or not) grouped by category and display
 * order, and their create, edit and delete. The database keeps a field's name on edit (409).
 */
export const adminProfileFieldRoutes = new Hono<AppEnv>()
  .use("*", requireAdmin)
  .get("/", async (c) => {
    const fields = await withCaller(
      c,
      (tx) => tx<Field[]>`
        select ${tx.unsafe(COLUMNS)} from public.profile_fields
        order by category, display_order, field_label, id
      `,
    );
    return c.json(fields);
  })
  .post("/", async (c) => {
    const field = parseBody(profileFieldSchema, await readJson(c));
    const created = await withCaller(c, async (tx) => {
      const v = values(field);
      const [row] = await tx<Field[]>`
        insert into public.profile_fields (
          field_name, field_type, field_label, field_options, is_required, is_active,
          display_order, category, validation_rules
        )
        values (
          ${v.fieldName}, ${v.fieldType}, ${v.fieldLabel}, ${v.fieldOptions}::text[], ${v.isRequired},
          ${v.isActive}, ${v.displayOrder}, ${v.category}, ${tx.json(v.validationRules)}::jsonb
        )
        returning ${tx.unsafe(COLUMNS)}
      `;
      return row;
    }).catch(nameTaken);
    return c.json(created, 201);
  })
  .put("/:id", async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    const field = parseBody(profileFieldSchema, await readJson(c));
    const updated = await withCaller(c, async (tx) => {
      const v = values(field);
      const [row] = await tx<Field[]>`
        update public.profile_fields
        set field_name = ${v.fieldName},
            field_type = ${v.fieldType},
            field_label = ${v.fieldLabel},
            field_options = ${v.fieldOptions}::text[],
            is_required = ${v.isRequired},
            is_active = ${v.isActive},
            display_order = ${v.displayOrder},
            category = ${v.category},
            validation_rules = ${tx.json(v.validationRules)}::jsonb
        where id = ${id}
        returning ${tx.unsafe(COLUMNS)}
      `;
      return row;
    });
    if (!updated) throw new HttpError(404, NOT_FOUND);
    return c.json(updated);
  })
  .delete("/:id", async (c) => {
    const id = idParam(c, "id", NOT_FOUND);
    const deleted = await withCaller(c, async (tx) => {
      const [row] = await tx`delete from public.profile_fields where id = ${id} returning id`;
      return row;
    });
    if (!deleted) throw new HttpError(404, NOT_FOUND);
    return c.json({ id: deleted.id, deleted: true });
  });
