import type { UserRole } from "../types";

const STYLES: Record<UserRole, string> = {
  admin: "badge-neutral",
  partner: "badge-soft badge-primary",
  client: "badge-outline",
};

/** A user's role; one without a role is a partner (product §3's default). */
export function RoleBadge({ role }: { role: UserRole | null | undefined }) {
  const shown = role ?? "partner";
  return <span className={`badge capitalize ${STYLES[shown]}`}>{shown}</span>;
}
