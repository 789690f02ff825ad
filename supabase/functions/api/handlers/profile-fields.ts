import { Hono } from "hono";
import type { AppEnv } from "../../_shared/app-env.ts";
import type { ProfileField } from "../../_shared/contracts/profile.ts";
import type { Sent } from "../../_shared/contracts/sent.ts";
import { withCaller } from "../../_shared/db.ts";

/** GET /api/profile-fields: the active fields for the partner forms, by category and order. */
export const profileFieldRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const fields = await withCaller(
    c,
    (tx) => tx<Sent<ProfileField>[]>`
      select
        f.id,
        f.field_name as "fieldName",
        f.field_type as "fieldType",
        f.field_label as "fieldLabel",
        f.field_options as "fieldOptions",
        f.is_required as "isRequired",
        f.is_active as "isActive",
        f.display_order as "displayOrder",
        f.category,
        f.validation_rules as "validationRules",
        f.created_at as "createdAt"
      from public.profile_fields f
      where f.is_active
      order by f.category, f.display_order, f.field_label
    `,
  );
  return c.json(fields);
});
