import { vi } from "vitest";

/**
 * Unit tests run in Vite's "test" mode, which reads no .env.development; modules that build the
 * Supabase client at import need these set first (call inside vi.hoisted).
 */
export function stubLocalSupabaseEnv() {
  vi.stubEnv("VITE_SUPABASE_URL", "http://127.0.0.1:54321");
  vi.stubEnv("VITE_SUPABASE_ANON_KEY", "unit-test-anon-key");
}
