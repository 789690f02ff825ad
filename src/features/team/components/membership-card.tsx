import { TEAM_ROLE_LABELS, type TeamMembership } from "@shared/contracts/team";
import { useId } from "react";
import { TEAM_ROLE_DESCRIPTIONS } from "../role-labels";

/**
 * A member's own account on /profile: whose team they are on and what their role lets them do.
 * The business's profile, licences and agreements are the owner's to keep.
 */
export function MembershipCard({
  membership,
  name,
  email,
}: {
  membership: TeamMembership;
  name: string;
  email: string | null;
}) {
  const headingId = useId();
  const business = membership.businessName ?? "your business";
  return (
    <section className="card mb-6 bg-base-100 shadow-sm" aria-labelledby={headingId}>
      <div className="card-body gap-2 p-5">
        <h2 id={headingId} className="card-title text-lg">
          Your account
        </h2>
        <p className="font-semibold break-words">{name}</p>
        {email ? <p className="text-sm break-all text-base-content/75">{email}</p> : null}
        <p>
          You work for <span className="font-semibold break-words">{business}</span> as{" "}
          {TEAM_ROLE_LABELS[membership.role].toLowerCase()}.
        </p>
        {membership.role === "owner" ? null : <p>{TEAM_ROLE_DESCRIPTIONS[membership.role]}</p>}
        <p className="text-sm text-base-content/75">
          The business's profile, licences and agreements are kept by its owner.
        </p>
      </div>
    </section>
  );
}
