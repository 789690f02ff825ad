import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import type { AuthSettings } from "./auth-config.ts";

/** The parts of a URL as Go's url.Parse gives them: scheme lower-cased, host as written. */
interface RawUrl {
  scheme: string;
  hostname: string;
  port: string;
}

const URL_PARTS = /^([a-zA-Z][a-zA-Z0-9+.-]*):(?:\/\/([^/?#]*))?/;

function parseRaw(value: string): RawUrl | undefined {
  // Go refuses ASCII control characters anywhere in a URL.
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return undefined;
  const match = URL_PARTS.exec(value);
  if (!match) return undefined;
  const authority = match[2] ?? "";
  const host = authority.slice(authority.lastIndexOf("@") + 1);
  const bracketed = /^\[([^\]]*)\](?::(.*))?$/.exec(host);
  const [hostname, port] = bracketed
    ? [bracketed[1] ?? "", bracketed[2] ?? ""]
    : [host.replace(/:[^:]*$/, ""), /:([^:]*)$/.exec(host)?.[1] ?? ""];
  if (!/^\d*$/.test(port)) return undefined;
  return { scheme: (match[1] ?? "").toLowerCase(), hostname, port };
}

const LOCALHOST = new Set(["localhost", "127.0.0.1", "::1", "0.0.0.0", "::"]);
const DECIMAL_HOST = /^[0-9]+$/;
const REGULAR_HOSTNAME = /^[a-zA-Z0-9]([a-zA-Z0-9.-]*[a-zA-Z0-9])?$/;

function isLoopbackIp(hostname: string) {
  const version = isIP(hostname);
  if (version === 4) return hostname.startsWith("127.");
  if (version === 6) return /^(0{0,4}:){2,7}0{0,3}1$/.test(hostname) || hostname === "::1";
  return false;
}

/**
 * A glob of `additional_redirect_urls` as GoTrue compiles it (gobwas/glob with `.` and `/` as
 * separators): `*` and `?` stop at them, `**` does not; `[…]`, `[!…]` and `{a,b}` as usual.
 */
export function globToRegExp(pattern: string): RegExp {
  let out = "";
  let depth = 0;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i] as string;
    if (c === "\\" && i + 1 < pattern.length) {
      out += escapeRegExp(pattern[++i] as string);
    } else if (c === "*") {
      if (pattern[i + 1] === "*") {
        out += ".*";
        i++;
      } else out += "[^./]*";
    } else if (c === "?") {
      out += "[^./]";
    } else if (c === "[") {
      const end = pattern.indexOf("]", i + 1);
      if (end < 0) {
        out += "\\[";
        continue;
      }
      let body = pattern.slice(i + 1, end);
      const negated = body.startsWith("!");
      if (negated) body = body.slice(1);
      out += `[${negated ? "^" : ""}${body.replace(/[\\\]^]/g, "\\$&")}]`;
      i = end;
    } else if (c === "{") {
      depth++;
      out += "(?:";
    } else if (c === "}" && depth > 0) {
      depth--;
      out += ")";
    } else if (c === "," && depth > 0) {
      out += "|";
    } else {
      out += escapeRegExp(c);
    }
  }
  return new RegExp(`^${out}${")".repeat(depth)}$`, "s");
}

function escapeRegExp(value: string) {
  return value.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

/**
 * GoTrue's IsRedirectURLValid: the site itself (scheme, host and port; any port on a loopback
 * host, RFC 8252 §7.3), a loopback IP literal, or a match of an `additional_redirect_urls` glob
 * (fragment aside). Decimal or other IP hosts and odd host names never pass.
 */
export function isRedirectAllowed(candidate: string, settings: AuthSettings): boolean {
  if (candidate === "") return false;
  const base = parseRaw(settings.siteUrl);
  const target = parseRaw(candidate);
  if (!base || !target) return false;
  if (
    base.hostname === target.hostname &&
    base.scheme === target.scheme &&
    (base.port === target.port || LOCALHOST.has(target.hostname.toLowerCase()))
  ) {
    return true;
  }
  const isHttp = target.scheme === "http" || target.scheme === "https";
  if (DECIMAL_HOST.test(target.hostname)) return false;
  if (isIP(target.hostname)) return isLoopbackIp(target.hostname);
  if (isHttp && !REGULAR_HOSTNAME.test(target.hostname)) return false;
  const withoutFragment = candidate.split("#")[0] as string;
  return settings.additionalRedirectUrls.some((entry) => globToRegExp(entry).test(withoutFragment));
}

/** Where to send the browser: `candidate` when allowed, else the site URL. */
export function safeRedirect(candidate: string | null | undefined, settings: AuthSettings): string {
  return candidate && isRedirectAllowed(candidate, settings) ? candidate : settings.siteUrl;
}

/**
 * GoTrue's GetReferrer: the request's `redirect_to` (header, then query) when allowed, else its
 * Referer when allowed, else the site URL.
 */
export function requestReferrer(req: IncomingMessage, url: URL, settings: AuthSettings): string {
  const header = req.headers.redirect_to;
  const asked = (typeof header === "string" && header) || url.searchParams.get("redirect_to") || "";
  if (isRedirectAllowed(asked, settings)) return asked;
  const referer = req.headers.referer ?? "";
  return isRedirectAllowed(referer, settings) ? referer : settings.siteUrl;
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
