/** product §9's choices for the partner forms, shared by the web forms and the API's schemas. */

/** The business types of the wizard and the profile form (product §9's sign-up types). */
export { BUSINESS_TYPES } from "./contracts/enums.ts";

export const PROFILE_EXPERTISE = [
  "Cannabis cultivation",
  "Retail operations",
  "Processing & extraction",
  "Compliance & regulations",
  "Product education",
  "Industry history",
  "Sustainable practices",
  "Laboratory testing",
] as const;

export const PROFILE_SERVICES = [
  "Farm tours",
  "Dispensary walkthroughs",
  "Processing facility visits",
  "Educational sessions",
  "Compliance training",
  "Product tastings",
  "Cultivation workshops",
  "Business consultations",
] as const;

export const SIGNUP_EXPERTISE = [
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

export const SIGNUP_SERVICES = [
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

export const DAYS = [
  "Sunday",
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
] as const;
