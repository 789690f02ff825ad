import { useEffect } from "react";
import { paths } from "@/config/paths";
import { LOGIN_REDIRECT_DELAY_MS } from "@/config/timers";
import { notifyError } from "@/lib/toast";

export const LOGGED_OUT_MESSAGE = "You are logged out. Logging in again...";

/**
 * SPEC §2/§8: a signed-out visitor on a partner page gets a toast, then the browser goes to
 * /api/login after 500 ms.
 */
export function LoginRedirect({ description = LOGGED_OUT_MESSAGE }: { description?: string }) {
  useEffect(() => {
    notifyError({ id: "login-redirect", title: "Unauthorized", description });
    const redirect = setTimeout(
      () => window.location.assign(paths.login.path),
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
