import { useMutation } from "@tanstack/react-query";
import { safeReturnPath } from "@/lib/return-path";
import { supabase } from "@/lib/supabase";

/** The identity provider behind "continue with external account" (locally: the test provider). */
export const EXTERNAL_PROVIDER = "google";

/**
 * Sends the browser to the provider. It comes back to the app's origin (at `returnTo`, a page
 * of this site, when given) with `?code=`, which the Supabase client exchanges for a session
 * when the app loads. Auth accepts any path of the site's own origin.
 */
export async function signInWithExternalAccount(returnTo?: string) {
  const { error } = await supabase.auth.signInWithOAuth({
    provider: EXTERNAL_PROVIDER,
    options: { redirectTo: `${window.location.origin}${safeReturnPath(returnTo) ?? ""}` },
  });
  if (error) throw error;
}

export function useSignInWithExternalAccount() {
  return useMutation({ mutationFn: signInWithExternalAccount });
}
