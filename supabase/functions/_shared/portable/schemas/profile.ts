import * as z from "zod/mini";
import { BUSINESS_TYPES } from "../profile-options.ts";
import { catalogueList, moneyAmount, requiredText } from "./fields.ts";
import { signupStep1Schema, signupStep4Schema } from "./signup.ts";

/** The wizard's own rule for each value it asks, so the profile changes them under that rule. */
const { firstName, lastName, phone, businessLocation } = signupStep1Schema.shape;
const { availability, minHourlyRate, travelRadius } = signupStep4Schema.shape;

/**
 * PUT /api/profile: the partner business profile form (product §5), the values the signup wizard
 * asked (each optional here: left out, the saved value stays; a null travel radius clears
 * it), plus custom field answers.
 */
export const profileSchema = z.object({
  businessName: requiredText("Business name is required"),
  businessType: z.enum(BUSINESS_TYPES, { error: "Business type is required" }),
  location: requiredText("Location is required"),
  expertise: catalogueList("At least one expertise is required"),
  services: catalogueList("At least one service is required"),
  maxGroupSize: z
    .int({ error: "Group size must be a whole number" })
    .check(z.gte(1, "Group size must be at least 1"), z.lte(1000, "Group size cannot exceed 1000")),
  hourlyRate: moneyAmount(
    { invalid: "Hourly rate must be a positive number", max: "Rate cannot exceed $10,000" },
    1_000_000,
  ),
  firstName: z.optional(firstName),
  lastName: z.optional(lastName),
  phone: z.optional(phone),
  businessLocation: z.optional(businessLocation),
  availability: z.optional(availability),
  minHourlyRate: z.optional(minHourlyRate),
  travelRadius,
  /** Answers to the active profile fields, keyed by field name; checked by their rules. */
  customFields: z.optional(
    z
      .record(z.string(), z.unknown())
      .check(
        z.refine((answers) => Object.keys(answers).length <= 200, "Too many profile field answers"),
      ),
  ),
});

export type ProfileInput = z.input<typeof profileSchema>;
export type ProfilePayload = z.infer<typeof profileSchema>;
