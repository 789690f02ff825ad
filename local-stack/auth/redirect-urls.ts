import type { AuthSettings } from "./auth-config.ts";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Where Auth may send a browser back to: any port on this machine, the site URL's origin or an
 * entry of `additional_redirect_urls`; anything else falls back to the site URL, as GoTrue does
 * with an address outside its allow list.
 */
export function safeRedirect(candidate: string | null | undefined, settings: AuthSettings): string {
  if (!candidate) return settings.siteUrl;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return settings.siteUrl;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return settings.siteUrl;
  if (LOCAL_HOSTS.has(url.hostname)) return candidate;
  if (url.origin === new URL(settings.siteUrl).origin) return candidate;
  const allowed = settings.additionalRedirectUrls.some(
    (entry) =>
      candidate === entry || candidate.startsWith(entry.endsWith("/") ? entry : `${entry}/`),
  );
  return allowed ? candidate : settings.siteUrl;
}

/** Adds parameters to a URL's query, keeping what it already carries. */
export function withQuery(target: string, params: Record<string, string>): string {
  const url = new URL(target);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}

/** Replaces a URL's fragment with the given parameters (the implicit flow's hand-over). */
export function withFragment(target: string, params: Record<string, string>): string {
  const base = target.split("#")[0];
  return `${base}#${new URLSearchParams(params).toString()}`;
}
