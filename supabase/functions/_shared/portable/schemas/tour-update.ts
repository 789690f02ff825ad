import * as z from "zod/mini";
import { moneyString } from "./admin-fields.ts";

export const TOUR_UPDATE_MESSAGES = {
  status: "Choose completed or cancelled",
  actualRevenue: "The client's price is required to complete a tour",
  actualRevenueInvalid: "The client's price must be a positive number",
  rating: "Rating must be a whole number from 1 to 5",
  feedback: "Feedback can be at most 5000 characters",
  reason: "The reason can be at most 1000 characters",
  adminNotes: "Admin notes can be at most 5000 characters",
  /** What the admin ticks to complete a tour on which no guest was checked in (TP206). */
  noCheckIns: "Complete it anyway: no guest was checked in on this tour",
  confirmNoCheckIns: "Confirm that no guest was checked in",
} as const;

const M = TOUR_UPDATE_MESSAGES;

const optionalNote = (max: number, message: string) =>
  z.optional(
    z.pipe(
      z.nullable(z.string({ error: message }).check(z.trim(), z.maxLength(max, message))),
      z.transform((text) => (text ? text : undefined)),
    ),
  );

/**
 * PUT /api/admin/tours/{id}, completing: the client's price (actualRevenue, the platform's
 * revenue; the partner is paid the agreed amount), and a rating and feedback; on a tour where
 * no guest was checked in, `confirmNoCheckIns: true` (else the database's TP206, a 409).
 */
export const tourCompletionSchema = z.object({
  status: z.literal("completed", { error: M.status }),
  actualRevenue: moneyString(M.actualRevenue, M.actualRevenueInvalid),
  rating: z.optional(
    z.nullable(
      z.number({ error: M.rating }).check(z.int(M.rating), z.gte(1, M.rating), z.lte(5, M.rating)),
    ),
  ),
  feedback: optionalNote(5000, M.feedback),
  adminNotes: optionalNote(5000, M.adminNotes),
  confirmNoCheckIns: z.optional(z.boolean({ error: M.confirmNoCheckIns })),
});

/** PUT /api/admin/tours/{id}, cancelling: an optional reason the partner is told. */
export const tourCancellationSchema = z.object({
  status: z.literal("cancelled", { error: M.status }),
  cancellationReason: optionalNote(1000, M.reason),
  adminNotes: optionalNote(5000, M.adminNotes),
});

/** PUT /api/admin/tours/{id}: complete with the client's price, rating and feedback, or cancel. */
export const tourUpdateSchema = z.discriminatedUnion(
  "status",
  [tourCompletionSchema, tourCancellationSchema],
  { error: M.status },
);

export type TourUpdateInput = z.input<typeof tourUpdateSchema>;
export type TourUpdatePayload = z.infer<typeof tourUpdateSchema>;
