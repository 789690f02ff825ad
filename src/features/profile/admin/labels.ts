import type { ProfileFieldCategory, ProfileFieldType } from "./types";

/** How the editor names each product §3 field type. */
export const FIELD_TYPE_LABELS: Record<ProfileFieldType, string> = {
  text: "Text",
  textarea: "Text area",
  select: "Select",
  multiselect: "Multi-select",
  number: "Number",
  date: "Date",
  checkbox: "Checkbox",
  contract: "Contract",
  legal_agreement: "Legal agreement",
};

export const CATEGORY_LABELS: Record<ProfileFieldCategory, string> = {
  basic: "Basic",
  business: "Business",
  expertise: "Expertise",
  credentials: "Credentials",
  capabilities: "Capabilities",
  preferences: "Preferences",
};
