import * as z from "zod/mini";

export const USER_ROLES = ["admin", "partner", "client"] as const;

export const ADMIN_USER_MESSAGES = {
  role: "Please select a role",
  flag: "Must be true or false",
  notes: "Admin notes can be at most 5000 characters",
  nothing: "Nothing to update",
} as const;

const M = ADMIN_USER_MESSAGES;

/**
 * PUT /api/admin/users/{id}: the Edit User dialog (role, Active Status, Verified, Admin Notes).
 * Every field is optional; what is left out stays as it is.
 */
export const adminUserSchema = z
  .object({
    role: z.optional(z.enum(USER_ROLES, { error: M.role })),
    isActive: z.optional(z.boolean({ error: M.flag })),
    isVerified: z.optional(z.boolean({ error: M.flag })),
    notes: z.optional(
      z.pipe(
        z.nullable(z.string({ error: M.notes }).check(z.trim(), z.maxLength(5000, M.notes))),
        z.transform((notes) => notes ?? ""),
      ),
    ),
  })
  .check(
    z.refine((update) => Object.values(update).some((value) => value !== undefined), M.nothing),
  );

export type AdminUserInput = z.input<typeof adminUserSchema>;
export type AdminUserPayload = z.infer<typeof adminUserSchema>;
