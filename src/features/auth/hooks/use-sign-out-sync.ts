import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { loadSupabase } from "@/lib/auth-storage";
import { getCurrentUserQueryOptions } from "@/lib/current-user";

/**
 * Drops the cached user when the session ends outside a Sign Out click (another tab signed out,
 * or the refresh token was revoked), so the screens fall back to the signed-out routes. Listens
 * only while someone is signed in: a visitor's page never loads the Supabase client.
 */
export function useSignOutSync(signedIn: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!signedIn) return;
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    void loadSupabase().then((supabase) => {
      if (cancelled) return;
      const { data } = supabase.auth.onAuthStateChange((event) => {
        if (event === "SIGNED_OUT") {
          queryClient.setQueryData(getCurrentUserQueryOptions().queryKey, null);
        }
      });
      unsubscribe = () => data.subscription.unsubscribe();
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [queryClient, signedIn]);
}
