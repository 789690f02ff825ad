import { useMutation } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";

/** The identity provider behind "continue with external account" (locally: the test provider). */
export const EXTERNAL_PROVIDER = "google";

/**
 * Sends the browser to the provider. It comes back to the app's origin with `?code=`, which
 * the Supabase client exchanges for a session when the app loads.
 */
export async function signInWithExternalAccount() {
  const { error } = await supabase.auth.signInWithOAuth({
    provider: EXTERNAL_PROVIDER,
    options: { redirectTo: window.location.origin },
  });
  if (error) throw error;
}

export function useSignInWithExternalAccount() {
  return useMutation({ mutationFn: signInWithExternalAccount });
}
