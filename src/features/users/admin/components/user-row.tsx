import { verificationLabel } from "@shared/contracts/licences";
import type { ReactNode } from "react";
import { formatDate, formatMoney } from "@/utils/format";
import type { AdminUser } from "../types";
import { RoleBadge } from "./role-badge";
import { UserStatusIcons } from "./status-icons";

/** Red text that keeps its contrast in both themes (daisyUI's outline error button does not). */
const DANGER = "btn-ghost text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950";

/** Beside an address the user has not confirmed yet (payouts wait for it). */
export const UNCONFIRMED_EMAIL = "E-mail not confirmed";

/** Full name, else the e-mail (product §2). */
export function userName(user: Pick<AdminUser, "firstName" | "lastName" | "email">) {
  const name = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return name || user.email || "User";
}

/** The desktop columns, shared with the list's header row: user, details, actions. */
export const ROW_COLUMNS = "lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)_10rem]";
export const DETAIL_COLUMNS = "lg:grid-cols-[minmax(0,1.6fr)_6.5rem_4rem_6.5rem]";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-base-content/70 lg:sr-only">{label}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

export interface UserRowProps {
  user: AdminUser;
  onEdit: (user: AdminUser) => void;
  onDelete: (user: AdminUser) => void;
}

/** One user: a card on phones, a row of columns from `lg` up (product §2's fields). */
export function UserRow({ user, onEdit, onDelete }: UserRowProps) {
  const name = userName(user);
  return (
    <article
      aria-label={name}
      className={`grid gap-3 rounded-box border border-base-300 bg-base-100 p-4 lg:items-center lg:gap-4 lg:rounded-none lg:border-0 lg:border-b lg:px-4 lg:py-3 ${ROW_COLUMNS}`}
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words">{name}</h3>
          <RoleBadge role={user.role} />
          <UserStatusIcons
            isAdmin={user.role === "admin"}
            verified={verificationLabel(user)}
            isActive={user.isActive}
          />
        </div>
        <p className="text-sm break-all text-base-content/70">
          {user.email}
          {user.emailVerified ? null : (
            <span className="badge badge-outline badge-sm ml-2 whitespace-nowrap">
              {UNCONFIRMED_EMAIL}
            </span>
          )}
        </p>
      </div>
      <dl className={`grid grid-cols-2 gap-3 lg:gap-4 ${DETAIL_COLUMNS}`}>
        <Field label="Business">
          <span className="block">{user.businessName || "—"}</span>
          <span className="block text-sm text-base-content/70">
            {user.location || user.businessLocation || "No location"}
          </span>
        </Field>
        <Field label="Joined">
          <time dateTime={user.createdAt}>{formatDate(user.createdAt)}</time>
        </Field>
        <Field label="Tours">{user.totalTours}</Field>
        <Field label="Revenue">{formatMoney(user.totalRevenue)}</Field>
      </dl>
      <div className="flex gap-2 lg:justify-end">
        <button
          type="button"
          className="btn btn-sm btn-outline grow lg:grow-0"
          onClick={() => onEdit(user)}
        >
          Edit<span className="sr-only"> {name}</span>
        </button>
        <button
          type="button"
          className={`btn btn-sm grow lg:grow-0 ${DANGER}`}
          onClick={() => onDelete(user)}
        >
          Delete<span className="sr-only"> {name}</span>
        </button>
      </div>
    </article>
  );
}
