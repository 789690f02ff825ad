import { useEffect } from "react";
import { LOGIN_REDIRECT_DELAY_MS } from "@/config/timers";
import { signInPath } from "@/lib/return-path";
import { notifyError } from "@/lib/toast";

export const LOGGED_OUT_MESSAGE = "You are logged out. Logging in again...";

/**
 * product §2/§8: a signed-out visitor on a partner page (a bookmark, or a session that expired)
 * gets a toast, then the browser goes to the sign-in page after 500 ms, which brings them back
 * to this page once signed in.
 */
export function LoginRedirect({ description = LOGGED_OUT_MESSAGE }: { description?: string }) {
  useEffect(() => {
    notifyError({ id: "login-redirect", title: "Unauthorized", description });
    const redirect = setTimeout(
      () => window.location.assign(signInPath()),
      LOGIN_REDIRECT_DELAY_MS,
    );
    return () => clearTimeout(redirect);
  }, [description]);

  return (
    <main className="flex min-h-dvh items-center justify-center gap-3 p-4">
      <span className="loading loading-spinner text-primary" aria-hidden="true" />
      <p>Redirecting to sign in...</p>
    </main>
  );
}
