import * as z from "zod/mini";
import { PHONE_MESSAGE } from "../phone.ts";

/** POST /api/whatsapp/connect: a mobile number as people write it; the API parses it (US by default). */
export const whatsappConnectSchema = z.object({
  phoneNumber: z
    .string(PHONE_MESSAGE)
    .check(z.trim(), z.minLength(1, PHONE_MESSAGE), z.maxLength(40, PHONE_MESSAGE)),
});
export type WhatsAppConnectInput = z.infer<typeof whatsappConnectSchema>;

export const WHATSAPP_CODE_MESSAGE = "Enter the 6-digit code from WhatsApp";

/** POST /api/whatsapp/verify: the code from the authentication template. */
export const whatsappVerifySchema = z.object({
  code: z.string(WHATSAPP_CODE_MESSAGE).check(z.trim(), z.regex(/^\d{6}$/, WHATSAPP_CODE_MESSAGE)),
});
export type WhatsAppVerifyInput = z.infer<typeof whatsappVerifySchema>;
