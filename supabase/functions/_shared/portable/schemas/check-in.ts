import * as z from "zod/mini";
import { GUEST_ID_TYPES } from "../contracts/check-in.ts";

export const CHECK_IN_MESSAGES = {
  idType: "Choose the kind of ID you saw",
  signatureName: "The signature can be at most 200 characters",
  name: "Enter the guest's name",
  nameLength: "The name can be at most 200 characters",
  dateOfBirth: "Enter the guest's date of birth",
} as const;

const M = CHECK_IN_MESSAGES;

/**
 * POST /api/tours/{id}/guests/{guestId}/check-in: the kind of ID seen, and the guest's typed
 * name when they sign the waiver in person on the partner's phone.
 */
export const checkInSchema = z.object({
  idType: z.enum(GUEST_ID_TYPES, { error: M.idType }),
  signatureName: z.optional(
    z.nullable(
      z.string({ error: M.signatureName }).check(z.trim(), z.maxLength(200, M.signatureName)),
    ),
  ),
});
export type CheckInPayload = z.infer<typeof checkInSchema>;

/** POST /api/tours/{id}/guests: a walk-in added at the door (the group size still holds). */
export const walkInSchema = z.object({
  name: z
    .string({ error: M.name })
    .check(z.trim(), z.minLength(1, M.name), z.maxLength(200, M.nameLength)),
  dateOfBirth: z.iso.date({ error: M.dateOfBirth }),
});
export type WalkInPayload = z.infer<typeof walkInSchema>;
