import { isAuthApiError, isAuthSessionMissingError, type User } from "@supabase/supabase-js";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { supabase } from "@/lib/supabase";

/**
 * The signed-in user as Auth sees it now (getUser asks the server rather than trusting the
 * stored token), or null for a visitor. A revoked or expired session counts as signed out.
 */
export async function getCurrentUser(): Promise<User | null> {
  const { data, error } = await supabase.auth.getUser();
  if (!error) return data.user;
  if (isAuthSessionMissingError(error)) return null;
  if (isAuthApiError(error) && (error.status === 401 || error.status === 403)) return null;
  throw error;
}

export function getCurrentUserQueryOptions() {
  return queryOptions({ queryKey: ["auth", "current-user"], queryFn: getCurrentUser });
}

export function useCurrentUser() {
  return useQuery(getCurrentUserQueryOptions());
}
