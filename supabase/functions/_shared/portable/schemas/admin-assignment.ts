import * as z from "zod/mini";

/** More partners than any opportunity needs (at most 50) leaves room to assign spares. */
export const MAX_ASSIGNED_PARTNERS = 500;

export const ASSIGNMENT_MESSAGES = {
  userIds: "Select the partners to assign",
  userId: "Each partner must be a user id",
  tooMany: `At most ${MAX_ASSIGNED_PARTNERS} partners can be assigned`,
} as const;

/**
 * POST /api/admin/opportunities/{id}/assign: the partners checked in the Assign Partners dialog,
 * which starts with the assigned ones checked. The assignment becomes exactly this list.
 */
export const assignmentSchema = z.object({
  userIds: z.pipe(
    z
      .array(z.uuid(ASSIGNMENT_MESSAGES.userId), { error: ASSIGNMENT_MESSAGES.userIds })
      .check(z.maxLength(MAX_ASSIGNED_PARTNERS, ASSIGNMENT_MESSAGES.tooMany)),
    z.transform((ids) => [...new Set(ids)]),
  ),
});

export type AssignmentInput = z.input<typeof assignmentSchema>;
export type AssignmentPayload = z.infer<typeof assignmentSchema>;
