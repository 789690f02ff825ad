import type { Priority, TourType } from "@shared/contracts/api";

/** product §9's priority labels. */
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

/** product §2's filter choices, "all" first. */
export const TYPE_OPTIONS = [
  ["all", "All Types"],
  ...Object.entries(TOUR_TYPE_LABELS),
] as ReadonlyArray<readonly [TourType | "all", string]>;

export const PRIORITY_OPTIONS = [
  ["all", "All Priorities"],
  ...Object.entries(PRIORITY_LABELS),
] as ReadonlyArray<readonly [Priority | "all", string]>;
