import * as z from "zod/mini";
import { REVIEW_HIDDEN_REASON_MAX_LENGTH, REVIEW_TEXT_MAX_LENGTH } from "../contracts/limits.ts";

export const REVIEW_MESSAGES = {
  rating: "Choose a rating from 1 to 5 stars",
  text: `Your review can be at most ${REVIEW_TEXT_MAX_LENGTH.toLocaleString("en-US")} characters`,
  reply: "Write your reply",
  replyLength: `A reply can be at most ${REVIEW_TEXT_MAX_LENGTH.toLocaleString("en-US")} characters`,
  reason: "Give the reason for hiding this review",
  reasonLength: `The reason can be at most ${REVIEW_HIDDEN_REASON_MAX_LENGTH} characters`,
} as const;

const M = REVIEW_MESSAGES;

/** POST /api/reviews/{token}: the organiser's or a guest's stars, and a few words if they like. */
export const reviewSchema = z.object({
  rating: z
    .number({ error: M.rating })
    .check(z.int({ error: M.rating }), z.gte(1, M.rating), z.lte(5, M.rating)),
  text: z.optional(
    z.nullable(
      z.string({ error: M.text }).check(z.trim(), z.maxLength(REVIEW_TEXT_MAX_LENGTH, M.text)),
    ),
  ),
});

export type ReviewInput = z.input<typeof reviewSchema>;
export type ReviewPayload = z.infer<typeof reviewSchema>;

/** PUT /api/received-reviews/{id}/reply: the partner's one public answer. */
export const reviewReplySchema = z.object({
  reply: z
    .string({ error: M.reply })
    .check(z.trim(), z.minLength(1, M.reply), z.maxLength(REVIEW_TEXT_MAX_LENGTH, M.replyLength)),
});

export type ReviewReplyInput = z.input<typeof reviewReplySchema>;
export type ReviewReplyPayload = z.infer<typeof reviewReplySchema>;

/** PUT /api/admin/reviews/{id}/visibility: hidden with a reason, or shown again (reason null). */
export const reviewVisibilitySchema = z.object({
  hiddenReason: z.nullable(
    z
      .string({ error: M.reason })
      .check(
        z.trim(),
        z.minLength(1, M.reason),
        z.maxLength(REVIEW_HIDDEN_REASON_MAX_LENGTH, M.reasonLength),
      ),
  ),
});

export type ReviewVisibilityInput = z.input<typeof reviewVisibilitySchema>;
export type ReviewVisibilityPayload = z.infer<typeof reviewVisibilitySchema>;
