import { useId, useState } from "react";
import { useNavigate } from "react-router-dom";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { paths } from "@/config/paths";
import { notifyError } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { useSignOut } from "../api/sign-out";

/**
 * /profile's Signed-in devices: Sign Out (the account menu) ends this device's session only;
 * this ends every session of the account, this one included, after a confirmation.
 */
export function SignOutEverywhereSection() {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const signOut = useSignOut();
  const navigate = useNavigate();

  const confirm = () =>
    signOut.mutate("global", {
      onSuccess: () => navigate(paths.home.path, { replace: true }),
      onError: (error) => {
        setConfirming(false);
        notifyError({
          title: "Sign Out Failed",
          description: errorMessage(error, "Please try again."),
        });
      },
    });

  return (
    <section aria-labelledby={headingId} className="card mt-6 bg-base-100 shadow-sm">
      <div className="card-body gap-3 p-5">
        <h2 id={headingId} className="card-title text-lg">
          Signed-in devices
        </h2>
        <p className="text-sm">
          Sign Out in the account menu ends the session on this device only. If you signed in on a
          device you no longer use or trust, sign out everywhere.
        </p>
        <div>
          <button type="button" className="btn btn-outline" onClick={() => setConfirming(true)}>
            Sign out everywhere
          </button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Sign out everywhere?"
        description="Every device signed in to this account is signed out, this one included. You will need your password to sign in again."
        confirmLabel="Sign out everywhere"
        danger
        pending={signOut.isPending}
        onConfirm={confirm}
        onClose={() => setConfirming(false)}
      />
    </section>
  );
}
