import { AUTH_STORAGE_KEY } from "@/lib/auth-storage-key";

/**
 * The user id of the session the Supabase client keeps in localStorage, read without loading
 * the client: whose copy of the schedule to open before anything is fetched. Null for a
 * visitor or unreadable storage.
 */
export function storedSessionUserId(): string | null {
  try {
    const raw = window.localStorage.getItem(AUTH_STORAGE_KEY);
    if (!raw) return null;
    const id = (JSON.parse(raw) as { user?: { id?: unknown } }).user?.id;
    return typeof id === "string" && id ? id : null;
  } catch {
    return null;
  }
}
