import * as z from "zod/mini";

export const BID_REVIEW_MESSAGES = {
  status: "Choose shortlisted, accepted or declined",
  declineReason: "Please give a reason for declining this bid",
  adminNotes: "Admin notes can be at most 5000 characters",
} as const;

const M = BID_REVIEW_MESSAGES;

/**
 * PUT /api/admin/bids/{id}: an admin's decision on a bid. Accepting schedules the tour;
 * declining needs a reason, which the partner is told.
 */
export const bidReviewSchema = z
  .object({
    status: z.enum(["shortlisted", "accepted", "declined"], { error: M.status }),
    declineReason: z.optional(
      z.nullable(
        z
          .string({ error: M.declineReason })
          .check(z.trim(), z.maxLength(1000, "The reason can be at most 1000 characters")),
      ),
    ),
    adminNotes: z.optional(
      z.nullable(
        z.string({ error: M.adminNotes }).check(z.trim(), z.maxLength(5000, M.adminNotes)),
      ),
    ),
  })
  .check(
    z.refine((review) => review.status !== "declined" || Boolean(review.declineReason), {
      message: M.declineReason,
      path: ["declineReason"],
    }),
  );

export type BidReviewInput = z.input<typeof bidReviewSchema>;
export type BidReviewPayload = z.infer<typeof bidReviewSchema>;
