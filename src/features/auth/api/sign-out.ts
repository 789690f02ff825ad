import { useMutation, useQueryClient } from "@tanstack/react-query";
import { getCurrentUserQueryOptions } from "@/lib/current-user";
import { isOffline } from "@/lib/offline/offline-error";
import { supabase } from "@/lib/supabase";

/** "local" ends this device's session only (Sign Out); "global" every session of the account. */
export type SignOutScope = "local" | "global";

export async function signOut(scope: SignOutScope = "local") {
  // Signing out on a phone must not end the same account's laptop session mid-work:
  // Sign Out ends this session, on the server as on the device. Offline the server cannot be
  // told, but the device must still forget the session (and, with it, the schedule kept for
  // reading offline): a phone may be handed on in a field. Everywhere needs the server.
  if (scope === "global" && isOffline()) {
    throw new Error("Signing out everywhere needs a connection. Please try again once online.");
  }
  // "local" forgets the device's session before it asks the server, so offline that request's
  // failure leaves nothing undone here.
  const { error } = await supabase.auth.signOut({ scope });
  if (error && !(scope === "local" && isOffline())) throw error;
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (scope: SignOutScope) => signOut(scope),
    onSuccess: () => {
      const currentUserKey = getCurrentUserQueryOptions().queryKey;
      queryClient.setQueryData(currentUserKey, null);
      // Everything else cached belonged to the previous user.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserKey[0] });
    },
  });
}
