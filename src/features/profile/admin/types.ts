import type { PROFILE_FIELD_CATEGORIES, PROFILE_FIELD_TYPES } from "@shared/schemas/profile-field";

export type ProfileFieldType = (typeof PROFILE_FIELD_TYPES)[number];
export type ProfileFieldCategory = (typeof PROFILE_FIELD_CATEGORIES)[number];

/** docs/api.md "ProfileField": an admin-defined question of the partner profile. */
export interface ProfileField {
  id: string;
  fieldName: string;
  fieldType: ProfileFieldType;
  fieldLabel: string;
  fieldOptions: string[] | null;
  isRequired: boolean;
  isActive: boolean;
  displayOrder: number;
  category: ProfileFieldCategory;
  validationRules: Record<string, unknown>;
  createdAt: string;
  updatedAt: string;
}
