import { useMutation, useQueryClient } from "@tanstack/react-query";
import { getCurrentUserQueryOptions } from "@/lib/current-user";
import { supabase } from "@/lib/supabase";

export async function signOut() {
  const { error } = await supabase.auth.signOut();
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
