import { useId } from "react";
import { env } from "@/config/env";
import { notifyError } from "@/lib/toast";

export const INACTIVE_TITLE = "Your account is inactive";

/** What an inactive user can and cannot do, and who to ask. */
export function inactiveDescription(supportEmail = env.supportEmail) {
  return `Tours, bids, messages and documents are unavailable until it is reactivated. Contact support at ${supportEmail}.`;
}

/** Said once at sign-in; the notice then stays on every page. */
export function notifyInactiveAccount() {
  notifyError({
    id: "inactive-account",
    title: INACTIVE_TITLE,
    description: inactiveDescription(),
  });
}

/**
 * The app shell's notice for a deactivated account: the API answers such a user with empty
 * lists and refuses their changes (docs/api.md), so the pages alone would look empty.
 */
export function InactiveAccountNotice() {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="alert alert-warning mx-auto mt-4 w-[calc(100%-2rem)] max-w-7xl"
    >
      <div>
        <h2 id={headingId} className="font-semibold">
          {INACTIVE_TITLE}
        </h2>
        <p className="text-sm">
          Tours, bids, messages and documents are unavailable until it is reactivated. Contact
          support at{" "}
          <a className="link font-medium" href={`mailto:${env.supportEmail}`}>
            {env.supportEmail}
          </a>
          .
        </p>
      </div>
    </section>
  );
}
