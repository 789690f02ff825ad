import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

// env.ts also checks the real environment when imported; give it a valid one.
const anonKey = "public-anon-key";

describe("parseEnv", () => {
  it("rejects a missing Supabase URL and names the variable", () => {
    expect(() => parseEnv({ VITE_SUPABASE_ANON_KEY: anonKey })).toThrow(
      /VITE_SUPABASE_URL is missing/,
    );
  });

  it("rejects a URL that is not http(s)", () => {
    expect(() =>
      parseEnv({ VITE_SUPABASE_URL: "ftp://example.test", VITE_SUPABASE_ANON_KEY: anonKey }),
    ).toThrow(/VITE_SUPABASE_URL must be an http\(s\) URL/);
  });

  it("rejects an empty anon key", () => {
    expect(() =>
      parseEnv({ VITE_SUPABASE_URL: "http://127.0.0.1:54321", VITE_SUPABASE_ANON_KEY: " " }),
    ).toThrow(/VITE_SUPABASE_ANON_KEY is missing/);
  });

  it("returns the values when both are set", () => {
    expect(
      parseEnv({ VITE_SUPABASE_URL: "http://127.0.0.1:54321", VITE_SUPABASE_ANON_KEY: anonKey }),
    ).toEqual({
      supabaseUrl: "http://127.0.0.1:54321",
      supabaseAnonKey: anonKey,
      companyWebsiteUrl: "https://tourpartner.test",
      supportEmail: "support@tourpartner.test",
    });
  });

  it("takes the support address from VITE_SUPPORT_EMAIL and rejects a non-address", () => {
    const base = { VITE_SUPABASE_URL: "http://127.0.0.1:54321", VITE_SUPABASE_ANON_KEY: anonKey };
    expect(
      parseEnv({ ...base, VITE_SUPPORT_EMAIL: "help@partners.example.org" }).supportEmail,
    ).toBe("help@partners.example.org");
    expect(() => parseEnv({ ...base, VITE_SUPPORT_EMAIL: "helpdesk" })).toThrow(
      "VITE_SUPPORT_EMAIL must be an e-mail address",
    );
  });

  it("takes the company website from VITE_COMPANY_WEBSITE_URL and rejects a non-URL", () => {
    const base = { VITE_SUPABASE_URL: "http://127.0.0.1:54321", VITE_SUPABASE_ANON_KEY: anonKey };
    expect(
      parseEnv({ ...base, VITE_COMPANY_WEBSITE_URL: "https://partners.example.org" })
        .companyWebsiteUrl,
    ).toBe("https://partners.example.org");
    expect(() => parseEnv({ ...base, VITE_COMPANY_WEBSITE_URL: "partners" })).toThrow(
      /VITE_COMPANY_WEBSITE_URL must be an http\(s\) URL/,
    );
  });

  it("names every bad variable at once", () => {
    expect(() => parseEnv({})).toThrow(
      /VITE_SUPABASE_URL is missing; VITE_SUPABASE_ANON_KEY is missing/,
    );
  });
});
