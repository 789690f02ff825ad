import { useEffect, useRef } from "react";
import { Link } from "react-router-dom";
import { SiteHeader } from "@/components/layouts/site-header";
import { paths } from "@/config/paths";
import { errorMessage } from "@/utils/error-message";
import { useConfirmEmail } from "../api/confirm-email";

/**
 * /confirm-email/<token>: the welcome mail's link. It confirms the signed-in account's own
 * address; signed out, it asks to sign in first (the link only works for its own account).
 */
export function ConfirmEmailPage({ token, signedIn }: { token: string; signedIn: boolean }) {
  const confirm = useConfirmEmail();
  const asked = useRef(false);
  useEffect(() => {
    if (!signedIn || asked.current) return;
    asked.current = true;
    confirm.mutate({ token });
  }, [signedIn, token, confirm]);

  return (
    <div className="flex min-h-dvh flex-col bg-base-200">
      <title>Confirm your e-mail address · Tour Partner Portal</title>
      <SiteHeader />
      <main id="main" className="flex flex-1 justify-center px-4 py-8">
        <section className="card h-fit w-full max-w-lg bg-base-100 shadow-sm">
          <div className="card-body" aria-live="polite">
            <h1 className="text-2xl font-bold">Confirm your e-mail address</h1>
            {!signedIn ? (
              <p>
                Sign in to confirm your e-mail address, then open the link again.{" "}
                <Link className="link" to={paths.auth.path}>
                  Sign in
                </Link>
              </p>
            ) : confirm.isSuccess ? (
              <p role="status">Your e-mail address is confirmed. Thank you!</p>
            ) : confirm.isError ? (
              <p role="alert">
                {errorMessage(confirm.error, "Could not confirm your e-mail address.")}
              </p>
            ) : (
              <p role="status">
                <span className="loading loading-spinner loading-sm mr-2" aria-hidden="true" />
                Confirming…
              </p>
            )}
            {signedIn && !confirm.isPending ? (
              <Link className="btn btn-primary mt-2 min-h-11" to={paths.home.path}>
                Continue to the portal
              </Link>
            ) : null}
          </div>
        </section>
      </main>
    </div>
  );
}
