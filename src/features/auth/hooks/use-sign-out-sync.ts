import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { getCurrentUserQueryOptions } from "@/lib/current-user";
import { supabase } from "@/lib/supabase";

/**
 * Drops the cached user when the session ends outside a Sign Out click (another tab signed out,
 * or the refresh token was revoked), so the screens fall back to the signed-out routes.
 */
export function useSignOutSync() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const { data } = supabase.auth.onAuthStateChange((event) => {
      if (event === "SIGNED_OUT") {
        queryClient.setQueryData(getCurrentUserQueryOptions().queryKey, null);
      }
    });
    return () => data.subscription.unsubscribe();
  }, [queryClient]);
}
