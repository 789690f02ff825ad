import { createClient } from "@supabase/supabase-js";

const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
};

/**
 * Supabase Storage as the caller: their access token goes with every request, so the RLS
 * policies on storage.objects decide (reading a legal document's PDF, an admin's upload).
 */
export function storageAsCaller(accessToken: string) {
  return createClient(Deno.env.get("SUPABASE_URL") ?? "", Deno.env.get("SUPABASE_ANON_KEY") ?? "", {
    ...clientOptions,
    global: { headers: { Authorization: `Bearer ${accessToken}` } },
  }).storage;
}
