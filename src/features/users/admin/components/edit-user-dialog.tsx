import { zodResolver } from "@hookform/resolvers/zod";
import {
  type AdminUserInput,
  type AdminUserPayload,
  adminUserSchema,
} from "@shared/schemas/admin-user";
import { useId } from "react";
import { useForm } from "react-hook-form";
import { Dialog } from "@/components/ui/dialog";
import type { AdminUser, UserRole } from "../types";
import { userName } from "./user-row";

const ROLE_OPTIONS: [UserRole, string][] = [
  ["partner", "Partner"],
  ["admin", "Admin"],
  ["client", "Client"],
];

export interface EditUserDialogProps {
  /** The user being edited; the dialog is open while there is one. */
  user: AdminUser | null;
  pending: boolean;
  onClose: () => void;
  /** The PUT /api/admin/users/{id} payload, checked by the schema the API uses. */
  onSubmit: (values: AdminUserPayload) => void;
}

function valuesOf(user: AdminUser): AdminUserInput {
  return {
    role: user.role ?? "partner",
    isActive: user.isActive,
    isVerified: user.isVerified,
    notes: user.notes ?? "",
  };
}

/** product §2's Edit User dialog: Role, Active Status, Verified, Admin Notes. */
export function EditUserDialog({ user, pending, onClose, onSubmit }: EditUserDialogProps) {
  return (
    <Dialog
      open={user !== null}
      title="Edit User"
      description={user ? userName(user) : undefined}
      onClose={onClose}
    >
      {/* Keyed by user so each opening starts from that user's current values. */}
      {user ? (
        <EditUserForm
          key={user.id}
          user={user}
          pending={pending}
          onClose={onClose}
          onSubmit={onSubmit}
        />
      ) : null}
    </Dialog>
  );
}

function EditUserForm({
  user,
  pending,
  onClose,
  onSubmit,
}: EditUserDialogProps & { user: AdminUser }) {
  const id = useId();
  const form = useForm<AdminUserInput, unknown, AdminUserPayload>({
    resolver: zodResolver(adminUserSchema),
    defaultValues: valuesOf(user),
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(onSubmit);

  return (
    <form onSubmit={submit} noValidate aria-label="Edit user" className="flex flex-col gap-2">
      <div className="fieldset">
        <label htmlFor={`${id}-role`} className="fieldset-legend">
          Role
        </label>
        <select id={`${id}-role`} className="select w-full" {...form.register("role")}>
          {ROLE_OPTIONS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        {errors.role?.message ? (
          <p className="text-sm text-red-700 dark:text-red-400">{errors.role.message}</p>
        ) : null}
      </div>
      <label className="flex cursor-pointer items-center justify-between gap-4 py-2">
        <span>
          <span className="block font-medium">Active Status</span>
          <span className="block text-sm text-base-content/70">
            Inactive users cannot bid or see opportunities.
          </span>
        </span>
        <input type="checkbox" className="toggle toggle-primary" {...form.register("isActive")} />
      </label>
      <label className="flex cursor-pointer items-center justify-between gap-4 py-2">
        <span>
          <span className="block font-medium">Verified</span>
          <span className="block text-sm text-base-content/70">
            Partners see Verified instead of Pending on their profile.
          </span>
        </span>
        <input type="checkbox" className="toggle toggle-primary" {...form.register("isVerified")} />
      </label>
      <div className="fieldset">
        <label htmlFor={`${id}-notes`} className="fieldset-legend">
          Admin Notes
        </label>
        <textarea
          id={`${id}-notes`}
          rows={4}
          className="textarea w-full"
          aria-describedby={`${id}-notes-hint`}
          {...form.register("notes")}
        />
        <p id={`${id}-notes-hint`} className="text-sm text-base-content/70">
          Only admins see these notes.
        </p>
        {errors.notes?.message ? (
          <p className="text-sm text-red-700 dark:text-red-400">{errors.notes.message}</p>
        ) : null}
      </div>
      <div className="mt-2 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary" disabled={pending}>
          {pending ? (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          ) : null}
          Update User
        </button>
      </div>
    </form>
  );
}
