import { useId } from "react";
import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { useResendEmailConfirmation } from "../api/resend-email-confirmation";

export const UNCONFIRMED_TITLE = "Please confirm your e-mail address";

/**
 * Shown until the welcome mail's link is followed: payouts wait for a confirmed address
 * (21_email_confirmation.sql), so the partner must know, and can have the link sent again.
 */
export function EmailConfirmationBanner({ email }: { email: string | null }) {
  const headingId = useId();
  const resend = useResendEmailConfirmation();

  async function sendAgain() {
    try {
      await resend.mutateAsync();
      notifySuccess({ title: "Sent", description: `We sent a new link to ${email ?? "you"}.` });
    } catch (error) {
      notifyError({ title: "Error", description: errorMessage(error, "Could not send the link.") });
    }
  }

  return (
    <section
      aria-labelledby={headingId}
      className="alert alert-info mx-auto mt-4 flex w-[calc(100%-2rem)] max-w-7xl flex-wrap"
    >
      <div className="min-w-0 flex-1">
        <h2 id={headingId} className="font-semibold">
          {UNCONFIRMED_TITLE}
        </h2>
        <p className="text-sm break-words">
          We sent a link to {email ?? "your address"}. Payouts wait until your address is confirmed.
        </p>
      </div>
      <button
        type="button"
        className="btn btn-sm min-h-11"
        onClick={sendAgain}
        disabled={resend.isPending}
        aria-busy={resend.isPending}
      >
        Send again
      </button>
    </section>
  );
}
