import { checkCustomFields } from "@shared/custom-fields";
import type { ProfileField } from "./types";

/**
 * The labels of the required profile fields the saved answers leave unanswered (or answered
 * against their rules), in the form's order: what the first Save would refuse. null when no
 * active field is required.
 */
export function unansweredRequiredFields(
  fields: readonly ProfileField[],
  saved: Record<string, unknown> | null | undefined,
): string[] | null {
  const required = fields.filter((field) => field.isRequired);
  if (required.length === 0) return null;
  const { errors } = checkCustomFields(required, {}, saved ?? {});
  return required
    .filter((field) => errors[`customFields.${field.fieldName}`])
    .map((field) => field.fieldLabel);
}
