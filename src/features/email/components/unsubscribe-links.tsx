import { notifyError, notifySuccess } from "@/lib/toast";
import { failureMessage } from "@/utils/error-message";
import { useRotateUnsubscribeLinks } from "../api/rotate-unsubscribe-links";

/**
 * The E-mail section's last part: every e-mail's unsubscribe link works without signing in, so
 * one that reached someone else can be ended here (all earlier links at once).
 */
export function UnsubscribeLinks() {
  const rotate = useRotateUnsubscribeLinks();

  async function endEarlierLinks() {
    try {
      await rotate.mutateAsync();
      notifySuccess({
        title: "Saved",
        description: "The unsubscribe links in your earlier e-mails no longer work.",
      });
    } catch (error) {
      notifyError({
        title: "Error",
        description: failureMessage(error, "Could not end the earlier unsubscribe links"),
      });
    }
  }

  return (
    <div className="rounded-box border border-base-300 p-3">
      <h3 className="font-semibold">Unsubscribe links</h3>
      <p className="mb-2 text-sm text-base-content/75">
        Each e-mail has a link that turns its e-mails off without signing in. If an e-mail reached
        someone else, end the links in every e-mail sent so far; new e-mails carry new ones.
      </p>
      <button
        type="button"
        className="btn btn-outline btn-sm min-h-11"
        onClick={endEarlierLinks}
        disabled={rotate.isPending}
        aria-busy={rotate.isPending}
      >
        End earlier unsubscribe links
      </button>
    </div>
  );
}
