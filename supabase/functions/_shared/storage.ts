import { createClient } from "@supabase/supabase-js";

/**
 * How long a signed link to a legal document's PDF stays valid, in seconds. A signed URL cannot
 * be revoked, so it is kept short: a document deactivated or replaced is out of reach within
 * five minutes. The screens fetch a fresh link each time they show the document.
 */
export const LEGAL_PDF_LINK_SECONDS = 300;

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
