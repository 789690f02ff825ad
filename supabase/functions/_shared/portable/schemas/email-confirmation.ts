import * as z from "zod/mini";

/** The sentence for a confirmation link that is none of the caller's (the database's P0002). */
export const INVALID_CONFIRMATION_LINK = "This confirmation link is not valid.";

/** POST /api/email-confirmation: the token of the welcome mail's (or "send again"'s) link. */
export const emailConfirmationSchema = z.object({
  token: z.string().check(z.regex(/^[0-9a-f]{64}$/, INVALID_CONFIRMATION_LINK)),
});

export type EmailConfirmationPayload = z.infer<typeof emailConfirmationSchema>;
