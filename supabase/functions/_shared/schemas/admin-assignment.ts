import * as z from "zod/mini";

export const ASSIGNMENT_MESSAGES = {
  userIds: "Select the partners to assign",
  userId: "Each partner must be a user id",
} as const;

/**
 * POST /api/admin/opportunities/{id}/assign: the partners checked in the Assign Partners dialog,
 * which starts with the assigned ones checked. The assignment becomes exactly this list.
 */
export const assignmentSchema = z.object({
  userIds: z.pipe(
    z.array(z.uuid(ASSIGNMENT_MESSAGES.userId), { error: ASSIGNMENT_MESSAGES.userIds }),
    z.transform((ids) => [...new Set(ids)]),
  ),
});

export type AssignmentInput = z.input<typeof assignmentSchema>;
export type AssignmentPayload = z.infer<typeof assignmentSchema>;
