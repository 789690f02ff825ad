/** product §9's choices for the partner forms, shared by the web forms and the API's schemas. */

/** The business types of the wizard and the profile form (product §9's sign-up types). */
export { BUSINESS_TYPES } from "./contracts/enums.ts";

/**
 * The one list of expertise and of services: product §9's sign-up labels, which the wizard,
 * the profile form and the API share. The profile's older labels of the same things
 * are synonyms of these (LABEL_SYNONYMS).
 */
export const EXPERTISE = [
  "Cannabis cultivation",
  "Retail operations",
  "Processing & extraction",
  "Compliance & regulations",
  "Product/Process education",
  "Industry history",
  "Sustainable/Organic practices",
  "Laboratory testing",
  "Culinary Experiences",
  "Event/Hospitality Services",
] as const;

export const SERVICES = [
  "Farm tours",
  "Dispensary walkthroughs",
  "Processing facility tours",
  "Educational sessions",
  "Compliance training",
  "Product tastings",
  "Cultivation workshops",
  "Hashmaking demo",
  "Business tours/consultations",
  "Retail discounts",
  "Event Services/Hospitality",
  "Event venue",
  "Hands-on experiences",
] as const;

/**
 * product §9's profile labels that name a catalogue entry differently, and the entry each
 * stands for. The database maps them the same way on every write (private.catalogue_labels in
 * supabase/schemas/02_users.sql; tests/db/label-catalogue.test.ts holds the two equal), so no
 * profile holds both spellings of one thing.
 */
export const LABEL_SYNONYMS: Readonly<Record<string, string>> = {
  "Product education": "Product/Process education",
  "Sustainable practices": "Sustainable/Organic practices",
  "Processing facility visits": "Processing facility tours",
  "Business consultations": "Business tours/consultations",
};

/** Each label as the catalogue spells it, each once, in the order given. */
export function catalogueLabels(labels: readonly string[]): string[] {
  return [...new Set(labels.map((label) => LABEL_SYNONYMS[label] ?? label))];
}

export const DAYS = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;
