// The mini build keeps zod out of the entry chunk every visitor downloads.
import * as z from "zod/mini";

const envSchema = z.object({
  VITE_SUPABASE_URL: z.url({
    protocol: /^https?$/,
    error: (issue) =>
      issue.input === undefined
        ? "is missing"
        : "must be an http(s) URL such as http://127.0.0.1:54321",
  }),
  VITE_SUPABASE_ANON_KEY: z
    .string({ error: "is missing" })
    .check(z.trim(), z.minLength(1, { error: "is missing" })),
});

export interface Env {
  supabaseUrl: string;
  supabaseAnonKey: string;
}

/**
 * Checks the VITE_* variables the app needs. Fails with one message naming every bad variable,
 * so a misconfigured deploy says what to fix instead of failing on the first request.
 */
export function parseEnv(source: Record<string, unknown>): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    throw new Error(
      `Invalid environment: ${problems.join("; ")}. Set them in the environment or in .env.development for local work.`,
    );
  }
  return {
    supabaseUrl: result.data.VITE_SUPABASE_URL,
    supabaseAnonKey: result.data.VITE_SUPABASE_ANON_KEY,
  };
}

export const env = parseEnv(import.meta.env);
