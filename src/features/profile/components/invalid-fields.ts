import type { FieldErrors } from "react-hook-form";
import type { ProfileField } from "../types";
import { customFieldKey, type ProfileFormValues } from "./profile-form-values";

/**
 * What a refused save says, so no field further down the form blocks it unseen: how many
 * fields need an answer and, for the admin-defined ones (which the signup wizard never asked),
 * their labels and the section they are in.
 */
export function invalidFieldsSummary(
  errors: FieldErrors<ProfileFormValues>,
  fields: readonly ProfileField[],
): string {
  const { custom, ...business } = errors;
  const customErrors = (custom ?? {}) as Record<string, unknown>;
  const customLabels = fields
    .filter((field) => customErrors[customFieldKey(field.fieldName)])
    .map((field) => field.fieldLabel);
  const count = Object.keys(business).length + customLabels.length;
  const fieldsText = count === 1 ? "1 field needs" : `${count} fields need`;
  if (customLabels.length === 0) return `${fieldsText} your attention: see the messages in red.`;
  return `${fieldsText} your attention, among them under Additional Information: ${customLabels.join(", ")}.`;
}
