import * as z from "zod/mini";
import { EMAIL_CATEGORIES, EMAIL_DELIVERIES } from "../contracts/email.ts";

/** PUT /api/email-preferences: how one category's messages reach the caller. */
export const emailPreferenceSchema = z.object({
  category: z.enum(EMAIL_CATEGORIES, { error: "Choose one of the e-mail categories" }),
  delivery: z.enum(EMAIL_DELIVERIES, { error: "Choose immediately, daily digest or off" }),
  /** Also on WhatsApp; left out, the stored choice stays. */
  whatsapp: z.optional(z.boolean({ error: "Choose whether it also comes on WhatsApp" })),
});

export type EmailPreferencePayload = z.infer<typeof emailPreferenceSchema>;
