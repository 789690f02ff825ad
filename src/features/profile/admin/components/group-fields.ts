import { PROFILE_FIELD_CATEGORIES } from "@shared/schemas/profile-field";
import type { ProfileField, ProfileFieldCategory } from "../types";

export interface FieldGroup {
  category: ProfileFieldCategory;
  fields: ProfileField[];
}

/** Categories in product §3's order, each with its fields by display order, then label. */
export function groupByCategory(fields: readonly ProfileField[]): FieldGroup[] {
  return PROFILE_FIELD_CATEGORIES.map((category) => ({
    category,
    fields: fields
      .filter((field) => field.category === category)
      .sort((a, b) => a.displayOrder - b.displayOrder || a.fieldLabel.localeCompare(b.fieldLabel)),
  })).filter((group) => group.fields.length > 0);
}

export function fieldCounts(fields: readonly ProfileField[]) {
  return {
    total: fields.length,
    active: fields.filter((field) => field.isActive).length,
    required: fields.filter((field) => field.isRequired).length,
    categories: new Set(fields.map((field) => field.category)).size,
  };
}
