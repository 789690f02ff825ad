import { AUTH_STORAGE_KEY } from "@/lib/auth-storage-key";

// Also read from here by the build's prerender (scripts/prerender-landing.ts), for the inline
// script that clears the prerendered landing page for a returning user.
export { AUTH_STORAGE_KEY };

export const AUTH_URL_PARAMS = ["code", "access_token", "refresh_token", "error_description"];

/**
 * Whether this page load may have a session: one is stored (or a PKCE exchange is under way),
 * or Auth just redirected here with a code, tokens or an error in the address.
 */
export function mayHaveSession(): boolean {
  try {
    for (let index = 0; index < window.localStorage.length; index += 1) {
      if (window.localStorage.key(index)?.startsWith(AUTH_STORAGE_KEY)) return true;
    }
  } catch {
    return true; // storage blocked: let the client decide
  }
  const url = new URL(window.location.href);
  const fragment = new URLSearchParams(url.hash.slice(1));
  return AUTH_URL_PARAMS.some((name) => url.searchParams.has(name) || fragment.has(name));
}

/** The Supabase client, loaded on first use (its own chunk). */
export async function loadSupabase() {
  const { supabase } = await import("@/lib/supabase");
  return supabase;
}
