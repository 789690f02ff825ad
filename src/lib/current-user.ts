import type { SignedInUser } from "@shared/contracts/profile";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError } from "@/lib/api-error";
import { loadSupabase, mayHaveSession } from "@/lib/auth-storage";

/** What the app reads of GET /api/auth/user (docs/api.md "Profile"). */
export type CurrentUser = Pick<
  SignedInUser,
  | "id"
  | "email"
  | "emailVerified"
  | "firstName"
  | "lastName"
  | "profileImageUrl"
  | "phone"
  | "businessName"
  | "businessType"
  | "role"
  | "isActive"
  | "isVerified"
  | "profileComplete"
  | "authProvider"
  | "team"
>;

/**
 * The signed-in user, or null for a visitor. No stored session means no request; a session
 * the API rejects (revoked, expired beyond refresh) counts as signed out and is dropped.
 */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  // A first-time visitor has nothing stored: no client library to load, no request to make.
  if (!mayHaveSession()) return null;
  const supabase = await loadSupabase();
  const { data } = await supabase.auth.getSession();
  if (!data.session) return null;
  const { api } = await import("@/lib/api-client");
  try {
    return await api.get<CurrentUser>("/api/auth/user");
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      await supabase.auth.signOut({ scope: "local" });
      return null;
    }
    throw error;
  }
}

export function getCurrentUserQueryOptions() {
  return queryOptions({
    queryKey: ["auth", "current-user"],
    queryFn: getCurrentUser,
    // Asked offline too: a visitor's answer needs no request, and a signed-in user's comes
    // from the device's copy (lib/offline) or fails, instead of waiting for a connection.
    networkMode: "offlineFirst",
  });
}

export function useCurrentUser() {
  return useQuery(getCurrentUserQueryOptions());
}
