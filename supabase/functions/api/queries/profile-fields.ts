import type postgres from "postgres";
import type { ProfileField } from "../../_shared/portable/contracts/profile.ts";
import type { Sent } from "../../_shared/portable/contracts/sent.ts";
import type { ProfileFieldPayload } from "../../_shared/portable/schemas/profile-field.ts";
import type { Tx } from "../../_shared/server/transaction.ts";

type FieldRow = Sent<ProfileField>;

/** A profile field as the API shows it, for rows aliased `f`. */
const fieldColumns = (tx: Tx) => tx`
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
  f.created_at as "createdAt",
  f.updated_at as "updatedAt"
`;

/** The fields by category and display order: every one for admins, the active ones for forms. */
export function listProfileFields(tx: Tx, { activeOnly }: { activeOnly: boolean }) {
  return tx<FieldRow[]>`
    select ${fieldColumns(tx)} from public.profile_fields f
    ${activeOnly ? tx`where f.is_active` : tx``}
    order by f.category, f.display_order, f.field_label, f.id
  `;
}

function values(field: ProfileFieldPayload) {
  return { ...field, validationRules: field.validationRules as postgres.JSONValue };
}

export async function insertProfileField(tx: Tx, field: ProfileFieldPayload) {
  const v = values(field);
  const [row] = await tx<FieldRow[]>`
    insert into public.profile_fields as f (
      field_name, field_type, field_label, field_options, is_required, is_active,
      display_order, category, validation_rules
    )
    values (
      ${v.fieldName}, ${v.fieldType}, ${v.fieldLabel}, ${v.fieldOptions}::text[], ${v.isRequired},
      ${v.isActive}, ${v.displayOrder}, ${v.category}, ${tx.json(v.validationRules)}::jsonb
    )
    returning ${fieldColumns(tx)}
  `;
  return row;
}

/** The field as edited; undefined when there is none. The database keeps its name (409). */
export async function updateProfileField(tx: Tx, id: string, field: ProfileFieldPayload) {
  const v = values(field);
  const [row] = await tx<FieldRow[]>`
    update public.profile_fields f
    set field_name = ${v.fieldName},
        field_type = ${v.fieldType},
        field_label = ${v.fieldLabel},
        field_options = ${v.fieldOptions}::text[],
        is_required = ${v.isRequired},
        is_active = ${v.isActive},
        display_order = ${v.displayOrder},
        category = ${v.category},
        validation_rules = ${tx.json(v.validationRules)}::jsonb
    where f.id = ${id}
    returning ${fieldColumns(tx)}
  `;
  return row;
}

/** Deletes the field; undefined when there is none. */
export async function deleteProfileField(tx: Tx, id: string) {
  const [row] = await tx<{ id: string }[]>`
    delete from public.profile_fields where id = ${id} returning id
  `;
  return row;
}
