import * as z from "zod/mini";
import { normalizePhone, PHONE_MESSAGE, PHONE_PATTERN } from "../phone.ts";
import { BUSINESS_TYPES, DAYS } from "../profile-options.ts";
import { catalogueList, requiredText } from "./fields.ts";

/** The signup wizard (product §5), one schema per step, and POST /api/signup as their union. */

export const signupStep1Schema = z.object({
  firstName: requiredText("First name is required"),
  lastName: requiredText("Last name is required"),
  email: z
    .string({ error: "Please enter a valid email address" })
    .check(
      z.trim(),
      z.maxLength(254, "Please enter a valid email address"),
      z.email("Please enter a valid email address"),
    ),
  /** Written as people do, stored as its digits (_shared/portable/phone.ts). */
  phone: z
    .string({ error: PHONE_MESSAGE })
    .check(z.overwrite(normalizePhone), z.regex(PHONE_PATTERN, PHONE_MESSAGE)),
  businessName: requiredText("Business name is required"),
  businessType: z.enum(BUSINESS_TYPES, { error: "Please select a business type" }),
  businessLocation: z
    .string({ error: "Please enter a complete address" })
    .check(
      z.trim(),
      z.minLength(5, "Please enter a complete address"),
      z.maxLength(300, "Please enter a complete address"),
    ),
});

export const signupStep2Schema = z.object({
  expertise: catalogueList("Please select at least one area of expertise"),
});

export const signupStep3Schema = z.object({
  services: catalogueList("Please select at least one service offered"),
});

/** How far the partner travels for a tour, in miles (the opportunity form's radius range). */
export const TRAVEL_RADIUS_RANGE = { min: 5, max: 500 } as const;
const travelRadiusMessage = `Travel radius must be ${TRAVEL_RADIUS_RANGE.min} to ${TRAVEL_RADIUS_RANGE.max} miles`;
/** Whole miles in range, or null for none given. */
export const travelRadiusSchema = z.nullable(
  z
    .int({ error: travelRadiusMessage })
    .check(
      z.gte(TRAVEL_RADIUS_RANGE.min, travelRadiusMessage),
      z.lte(TRAVEL_RADIUS_RANGE.max, travelRadiusMessage),
    ),
);

export const signupStep4Schema = z.object({
  availability: z
    .array(z.enum(DAYS, { error: "Please select at least one day" }), {
      error: "Please select at least one day",
    })
    .check(z.minLength(1, "Please select at least one day")),
  maxGroupSize: z
    .int({ error: "Group size must be a whole number" })
    .check(z.gte(1, "Group size must be at least 1"), z.lte(1000, "Group size cannot exceed 1000")),
  minHourlyRate: z
    .number({ error: "Rate cannot be negative" })
    .check(z.gte(0, "Rate cannot be negative"), z.lte(10000, "Rate cannot exceed $10,000")),
  travelRadius: z.optional(travelRadiusSchema),
});

export const signupSchema = z.object({
  ...signupStep1Schema.shape,
  ...signupStep2Schema.shape,
  ...signupStep3Schema.shape,
  ...signupStep4Schema.shape,
});

/** The wizard's starting values for step 4 (product §5). */
export const SIGNUP_DEFAULTS = { maxGroupSize: 10, minHourlyRate: 50 } as const;

export type SignupInput = z.input<typeof signupSchema>;
export type SignupPayload = z.infer<typeof signupSchema>;
