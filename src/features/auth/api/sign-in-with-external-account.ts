import { useMutation } from "@tanstack/react-query";
import { safeReturnPath, signInPath } from "@/lib/return-path";
import { supabase } from "@/lib/supabase";

/** The identity provider behind "continue with external account" (locally: the test provider). */
export const EXTERNAL_PROVIDER = "google";

/**
 * Sends the browser to the provider. It comes back to the app's origin with `?code=`, which
 * the Supabase client exchanges for a session when the app loads. With `returnTo` (a page of
 * this site) it comes back to /auth?next=<page>, which sends a signed-in user on there, or to
 * the wizard while the profile is incomplete. Auth accepts any path of the site's own origin.
 */
export async function signInWithExternalAccount(returnTo?: string) {
  const next = safeReturnPath(returnTo);
  const { error } = await supabase.auth.signInWithOAuth({
    provider: EXTERNAL_PROVIDER,
    options: { redirectTo: `${window.location.origin}${next ? signInPath(next) : ""}` },
  });
  if (error) throw error;
}

export function useSignInWithExternalAccount() {
  return useMutation({ mutationFn: signInWithExternalAccount });
}
