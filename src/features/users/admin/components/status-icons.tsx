import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icons";

function StatusIcon({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <span role="img" aria-label={label} title={label} className={`inline-flex ${className}`}>
      <Icon className="size-4">{children}</Icon>
    </span>
  );
}

/** product §2's admin, verified and inactive marks beside a user's name, each named for AT. */
export function UserStatusIcons({
  isAdmin,
  verified,
  isActive,
}: {
  isAdmin: boolean;
  /** Which verification applies, in words ("Verified by an admin"), or null. */
  verified: string | null;
  isActive: boolean;
}) {
  return (
    <span className="inline-flex items-center gap-1">
      {isAdmin ? (
        <StatusIcon label="Admin" className="text-secondary">
          <path d="M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10Z" />
        </StatusIcon>
      ) : null}
      {verified ? (
        <StatusIcon label={verified} className="text-success">
          <circle cx="12" cy="12" r="10" />
          <path d="m9 12 2 2 4-4" />
        </StatusIcon>
      ) : null}
      {isActive ? null : (
        <StatusIcon label="Inactive" className="text-error">
          <circle cx="12" cy="12" r="10" />
          <path d="m4.9 4.9 14.2 14.2" />
        </StatusIcon>
      )}
    </span>
  );
}
