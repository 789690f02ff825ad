import { createClient } from "@supabase/supabase-js";
import { env } from "@/config/env";
import { AUTH_STORAGE_KEY } from "@/lib/auth-storage-key";

/**
 * The app's only Supabase client; every feature talks to the backend through it. PKCE keeps
 * tokens out of redirect URLs: Auth returns with `?code=`, which the client exchanges on load
 * (detectSessionInUrl) before any session read resolves.
 */
export const supabase = createClient(env.supabaseUrl, env.supabaseAnonKey, {
  auth: {
    flowType: "pkce",
    detectSessionInUrl: true,
    persistSession: true,
    storageKey: AUTH_STORAGE_KEY,
  },
});
