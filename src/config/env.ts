export interface Env {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** The company's public website, linked from the landing page's footer. */
  companyWebsiteUrl: string;
  /** Where users reach support without the app, e.g. when their account is inactive. */
  supportEmail: string;
}

const DEFAULT_COMPANY_WEBSITE_URL = "https://tourpartner.test";
const DEFAULT_SUPPORT_EMAIL = "support@tourpartner.test";
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function httpUrlProblem(value: unknown): string | undefined {
  if (value === undefined || value === "") return "is missing";
  const example = "must be an http(s) URL such as http://127.0.0.1:54321";
  if (typeof value !== "string" || !URL.canParse(value)) return example;
  const { protocol } = new URL(value);
  return protocol === "http:" || protocol === "https:" ? undefined : example;
}

/**
 * Checks the VITE_* variables the app needs. Fails with one message naming every bad variable,
 * so a misconfigured deploy says what to fix instead of failing on the first request.
 * Hand-written rather than a schema: this runs in the entry chunk every visitor downloads.
 */
export function parseEnv(source: Record<string, unknown>): Env {
  const problems: string[] = [];
  const urlProblem = httpUrlProblem(source.VITE_SUPABASE_URL);
  if (urlProblem) problems.push(`VITE_SUPABASE_URL ${urlProblem}`);
  const anonKey = source.VITE_SUPABASE_ANON_KEY;
  if (typeof anonKey !== "string" || !anonKey.trim()) {
    problems.push("VITE_SUPABASE_ANON_KEY is missing");
  }
  const website = source.VITE_COMPANY_WEBSITE_URL;
  if (website !== undefined && website !== "" && httpUrlProblem(website)) {
    problems.push("VITE_COMPANY_WEBSITE_URL must be an http(s) URL");
  }
  const supportEmail = source.VITE_SUPPORT_EMAIL;
  if (supportEmail !== undefined && supportEmail !== "" && !EMAIL.test(String(supportEmail))) {
    problems.push("VITE_SUPPORT_EMAIL must be an e-mail address");
  }
  if (problems.length > 0) {
    throw new Error(
      `Invalid environment: ${problems.join("; ")}. Set them in the environment or in .env.development for local work.`,
    );
  }
  return {
    supabaseUrl: source.VITE_SUPABASE_URL as string,
    supabaseAnonKey: (anonKey as string).trim(),
    companyWebsiteUrl: (website as string | undefined) || DEFAULT_COMPANY_WEBSITE_URL,
    supportEmail: (supportEmail as string | undefined) || DEFAULT_SUPPORT_EMAIL,
  };
}

export const env = parseEnv(import.meta.env);
