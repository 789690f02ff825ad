import { useEffect } from "react";
import { paths } from "@/config/paths";
import { notifyError } from "@/lib/toast";

const AUTH_ERROR_PARAMS = ["error", "error_code", "error_description"];

/**
 * Auth reports a failed redirect (a cancelled external sign-in, an expired e-mail link) with
 * `error_description` in the query or fragment. Shows it once and cleans the address bar.
 */
export function useAuthRedirectError() {
  useEffect(() => {
    const url = new URL(window.location.href);
    const fragment = new URLSearchParams(url.hash.slice(1));
    const description =
      url.searchParams.get("error_description") ?? fragment.get("error_description");
    if (!description) return;
    const title =
      url.pathname === paths.resetPassword.path ? "Reset Link Not Valid" : "Sign In Failed";
    notifyError({ id: "auth-redirect-error", title, description });
    for (const name of AUTH_ERROR_PARAMS) {
      url.searchParams.delete(name);
      fragment.delete(name);
    }
    url.hash = fragment.size > 0 ? fragment.toString() : "";
    window.history.replaceState(window.history.state, "", url);
  }, []);
}
