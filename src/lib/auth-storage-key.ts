/**
 * Where the Supabase client keeps the session in localStorage. A file of its own, importing
 * nothing: the entry code tells a visitor from a returning user by it without loading the client
 * library, and the browser tests store a session under it.
 */
export const AUTH_STORAGE_KEY = "tour-partner-portal-auth";
