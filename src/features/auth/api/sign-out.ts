import { useMutation, useQueryClient } from "@tanstack/react-query";
import { getCurrentUserQueryOptions } from "@/lib/current-user";
import { isOffline } from "@/lib/offline/offline-error";
import { supabase } from "@/lib/supabase";

export async function signOut() {
  // Offline the server cannot be told, but the device must still forget the session (and, with
  // it, the schedule kept for reading offline): a phone may be handed on in a field.
  const { error } = await supabase.auth.signOut(isOffline() ? { scope: "local" } : undefined);
  if (error) throw error;
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      const currentUserKey = getCurrentUserQueryOptions().queryKey;
      queryClient.setQueryData(currentUserKey, null);
      // Everything else cached belonged to the previous user.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserKey[0] });
    },
  });
}
