import { verificationLabel } from "@shared/contracts/licences";
import { ratingSummary } from "@shared/messages/review-messages";
import type { ReactNode } from "react";
import { formatMoney } from "@/utils/format";
import { userDisplayName } from "@/utils/user-display";
import type { Profile } from "../types";

/** product §2 Profile Summary: who, how many tours, revenue, rating and verification. */
export function ProfileSummary({ profile }: { profile: Profile }) {
  const verified = verificationLabel(profile);
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby="profile-summary-heading">
      <div className="card-body gap-3 p-5">
        <h2 id="profile-summary-heading" className="card-title text-lg">
          Profile Summary
        </h2>
        <div className="min-w-0">
          <p className="font-semibold break-words">{userDisplayName(profile)}</p>
          <p className="text-sm break-all text-base-content/75">{profile.email}</p>
        </div>
        <dl className="grid gap-2 text-sm">
          <Row term="Tours Completed">{profile.totalTours}</Row>
          <Row term="Total Revenue">{formatMoney(profile.totalRevenue)}</Row>
          <Row term="Rating">{ratingSummary(profile.rating, profile.reviewCount)}</Row>
          <Row term="Verification">
            {verified ? (
              <span className="badge badge-success badge-sm h-auto" title={verified}>
                {verified}
              </span>
            ) : (
              <span className="badge badge-warning badge-sm">Pending</span>
            )}
          </Row>
        </dl>
      </div>
    </section>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3">
      <dt className="text-base-content/75">{term}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}
