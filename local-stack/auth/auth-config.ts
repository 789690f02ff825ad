import { readFileSync } from "node:fs";
import path from "node:path";
import { parse } from "smol-toml";
import type { StackConfig } from "../lib/config.ts";

export type PasswordRequirement =
  | ""
  | "letters_digits"
  | "lower_upper_letters_digits"
  | "lower_upper_letters_digits_symbols";

/** `[auth.rate_limit]`: per client IP and 5 minutes, except email_sent (per hour, instance-wide). */
export interface RateLimitSettings {
  signInSignUps: number;
  tokenRefresh: number;
  tokenVerifications: number;
  anonymousUsers: number;
  emailSent: number;
}

/** A mail of Auth's from `[auth.email.template.<kind>]`: its subject and HTML (Go template). */
export interface MailTemplate {
  subject: string;
  content: string;
}

/** The config's names of Auth's mails, as hosted Supabase and the CLI read them. */
export const MAIL_TEMPLATE_KINDS = [
  "recovery",
  "confirmation",
  "magic_link",
  "invite",
  "email_change",
] as const;
export type MailTemplateKind = (typeof MAIL_TEMPLATE_KINDS)[number];

/** GoTrue's settings as `supabase start` derives them from supabase/config.toml. */
export interface AuthSettings {
  issuer: string;
  externalUrl: string;
  siteUrl: string;
  additionalRedirectUrls: string[];
  jwtSecret: string;
  jwtExpiry: number;
  signupEnabled: boolean;
  emailSignupEnabled: boolean;
  anonymousSignInsEnabled: boolean;
  /** `enable_confirmations = false` means sign-up confirms at once and returns a session. */
  mailerAutoconfirm: boolean;
  minimumPasswordLength: number;
  passwordRequirements: PasswordRequirement;
  refreshTokenRotation: boolean;
  refreshTokenReuseSeconds: number;
  otpExpirySeconds: number;
  otpLength: number;
  maxEmailFrequencySeconds: number;
  flowStateExpirySeconds: number;
  /** `double_confirm_changes`: an e-mail change is confirmed from the old address and the new one. */
  secureEmailChange: boolean;
  rateLimits: RateLimitSettings;
  /**
   * Whether a caller's X-Forwarded-For names the client. The test profile stands behind a
   * trusted proxy (its test clients), elsewhere the address the connection came from counts.
   */
  trustForwardedFor: boolean;
  /**
   * Whether the local test provider may sign in to an existing account by its address alone
   * (LOCAL_STACK_IDP_LINK_EXISTING_ACCOUNTS=true); off, it cannot take over an account.
   */
  idpMayLinkExistingAccounts: boolean;
  /** Providers with `[auth.external.<name>] enabled = true`. */
  enabledProviders: string[];
  /** The product's templates of Auth's mails; a kind without one gets GoTrue's default. */
  mailTemplates: Partial<Record<MailTemplateKind, MailTemplate>>;
}

type Table = Record<string, unknown>;

function table(value: unknown): Table {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Table) : {};
}

function bool(value: unknown, fallback: boolean) {
  return typeof value === "boolean" ? value : fallback;
}

function num(value: unknown, fallback: number) {
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

/** Parses Go duration strings such as "1s", "1m30s" or "60s" into seconds. */
export function durationSeconds(value: unknown, fallback: number): number {
  if (typeof value !== "string") return fallback;
  const parts = [...value.matchAll(/(\d+(?:\.\d+)?)(h|m|s|ms)/g)];
  if (parts.length === 0) return fallback;
  const unit = { h: 3600, m: 60, s: 1, ms: 0.001 } as const;
  return parts.reduce((sum, [, n, u]) => sum + Number(n) * unit[u as keyof typeof unit], 0);
}

/**
 * `[auth.email.template.<kind>]`: `subject` and `content_path` (relative to the project's root,
 * as the CLI reads it). A template whose file is missing is an error, as `supabase start` makes
 * it, rather than a default mail sent in its place.
 */
function loadMailTemplates(rootDir: string, email: Table): AuthSettings["mailTemplates"] {
  const configured = table(email.template);
  const templates: AuthSettings["mailTemplates"] = {};
  for (const kind of MAIL_TEMPLATE_KINDS) {
    const entry = table(configured[kind]);
    if (typeof entry.content_path !== "string") continue;
    templates[kind] = {
      subject: typeof entry.subject === "string" ? entry.subject : "",
      content: readFileSync(path.resolve(rootDir, entry.content_path), "utf8"),
    };
  }
  return templates;
}

export function loadAuthSettings(config: StackConfig): AuthSettings {
  let toml: Table = {};
  try {
    toml = parse(
      readFileSync(path.join(config.rootDir, "supabase", "config.toml"), "utf8"),
    ) as Table;
  } catch {
    // No config.toml: the CLI's defaults below apply.
  }
  const auth = table(toml.auth);
  const email = table(auth.email);
  const external = table(auth.external);
  const enabledProviders = Object.entries(external)
    .filter(([, provider]) => table(provider).enabled === true)
    .map(([name]) => name);
  const requirements = auth.password_requirements;
  const limits = table(auth.rate_limit);
  return {
    issuer: `${config.apiUrl}/auth/v1`,
    externalUrl: `${config.apiUrl}/auth/v1`,
    siteUrl: config.siteUrl,
    additionalRedirectUrls: Array.isArray(auth.additional_redirect_urls)
      ? auth.additional_redirect_urls.filter((u): u is string => typeof u === "string")
      : [],
    jwtSecret: config.jwtSecret,
    jwtExpiry: config.jwtExpiry,
    signupEnabled: bool(auth.enable_signup, true),
    emailSignupEnabled: bool(email.enabled ?? email.enable_signup, true),
    anonymousSignInsEnabled: bool(auth.enable_anonymous_sign_ins, false),
    mailerAutoconfirm: !bool(email.enable_confirmations, false),
    minimumPasswordLength: num(auth.minimum_password_length, 6),
    passwordRequirements:
      typeof requirements === "string" ? (requirements as PasswordRequirement) : "",
    refreshTokenRotation: bool(auth.enable_refresh_token_rotation, true),
    refreshTokenReuseSeconds: num(auth.refresh_token_reuse_interval, 10),
    otpExpirySeconds: num(email.otp_expiry, 3600),
    otpLength: num(email.otp_length, 6),
    maxEmailFrequencySeconds: durationSeconds(email.max_frequency, 1),
    flowStateExpirySeconds: 300,
    secureEmailChange: bool(email.double_confirm_changes, true),
    // The defaults are the Supabase CLI's config template's.
    rateLimits: {
      signInSignUps: num(limits.sign_in_sign_ups, 30),
      tokenRefresh: num(limits.token_refresh, 150),
      tokenVerifications: num(limits.token_verifications, 30),
      anonymousUsers: num(limits.anonymous_users, 30),
      emailSent: num(limits.email_sent, 2),
    },
    trustForwardedFor: config.profile === "test",
    idpMayLinkExistingAccounts: process.env.LOCAL_STACK_IDP_LINK_EXISTING_ACCOUNTS === "true",
    enabledProviders,
    mailTemplates: loadMailTemplates(config.rootDir, email),
  };
}
