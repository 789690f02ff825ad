import * as z from "zod/mini";
import { WITHDRAWAL_TEXT_MAX_LENGTH } from "../contracts/limits.ts";

export const WITHDRAWAL_MESSAGES = {
  reason: "Say why you are withdrawing from this tour.",
  reasonLength: `At most ${WITHDRAWAL_TEXT_MAX_LENGTH} characters`,
  approve: "approve is true (approve) or false (refuse)",
  noteLength: `At most ${WITHDRAWAL_TEXT_MAX_LENGTH} characters`,
} as const;

const M = WITHDRAWAL_MESSAGES;

/** POST /api/tours/{id}/withdraw: why the partner can no longer run the tour. */
export const withdrawalSchema = z.object({
  reason: z
    .string({ error: M.reason })
    .check(
      z.trim(),
      z.minLength(1, M.reason),
      z.maxLength(WITHDRAWAL_TEXT_MAX_LENGTH, M.reasonLength),
    ),
});

export type WithdrawalPayload = z.infer<typeof withdrawalSchema>;

/** POST /api/admin/tours/withdrawals/{id}/decision: approve or refuse, with a note the partner reads. */
export const withdrawalDecisionSchema = z.object({
  approve: z.boolean({ error: M.approve }),
  note: z.optional(
    z
      .string({ error: M.noteLength })
      .check(z.trim(), z.maxLength(WITHDRAWAL_TEXT_MAX_LENGTH, M.noteLength)),
  ),
});

export type WithdrawalDecision = z.infer<typeof withdrawalDecisionSchema>;
