import type { Priority, TourType } from "@shared/contracts/api";
import { LICENCE_REQUIREMENT } from "@shared/contracts/licences";

/** product §9's option lists for the admin opportunity form, and how stored values read. */

export const ACCESSIBILITY_OPTIONS = [
  "Wheelchair accessible",
  "Hearing assistance",
  "Visual assistance",
  "Mobility assistance",
  "Service animals welcome",
  "Easy walking paths",
] as const;

export const MEAL_OPTIONS = [
  "Vegetarian",
  "Vegan",
  "Gluten-free",
  "Dairy-free",
  "Nut allergies",
  "No meal needed",
] as const;

export const PREFERRED_EXPERTISE_OPTIONS = [
  "Indoor cultivation",
  "Outdoor farming",
  "Hydroponics",
  "Organic growing",
  "Extraction/processing",
  "Retail operations",
  "Compliance/regulations",
  "Product development",
  "Quality testing",
  "Sustainability practices",
] as const;

/** Offered as suggestions for the requirements tags. */
export const SPECIAL_REQUIREMENTS = [
  LICENCE_REQUIREMENT,
  "Insurance coverage",
  "Transportation included",
  "Multilingual guide",
  "Wheelchair accessible",
  "Photography allowed",
  "Samples/tastings included",
  "Educational materials",
] as const;

export const PRIORITY_LABELS: Record<Priority, string> = {
  high: "High Priority",
  regular: "Regular",
  low: "Low Priority",
};

export const TOUR_TYPE_LABELS: Record<TourType, string> = {
  farm: "Farm",
  dispensary: "Dispensary",
  processor: "Processor",
  retailer: "Retailer",
};

export const AGE_LABELS: Record<string, string> = {
  "21+": "21+",
  "18+": "18+",
  "all-ages": "All ages",
};
