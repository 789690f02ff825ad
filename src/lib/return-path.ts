/**
 * The page to come back to after signing in, carried as `/auth?next=<path>`. Only a path of this
 * site is taken ("/calendar", "/opportunities?q=farm"); anything that could leave it
 * ("https://…", "//host", "/\host", control characters) is ignored, so the parameter cannot
 * be used to send a user elsewhere. Sign-in pages themselves are not returned to.
 */

const PROBE_ORIGIN = "https://return-path.invalid";

export const NEXT_PARAM = "next";

export function safeReturnPath(raw: string | null | undefined): string | undefined {
  if (!raw?.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point.
  if (/[\u0000-\u001f\u007f]/.test(raw)) return;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return;
  }
  if (url.origin !== PROBE_ORIGIN) return;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.pathname === "/auth" || url.pathname.startsWith("/api/")) return;
  return path;
}

/** The current page, as a return path. */
export function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** /auth, asking it to return to `returnTo` (when that is a page of this site other than /). */
export function signInPath(returnTo: string | undefined = currentPath()): string {
  const next = safeReturnPath(returnTo);
  return next && next !== "/" ? `/auth?${NEXT_PARAM}=${encodeURIComponent(next)}` : "/auth";
}

/** /api/login (the external sign-in), carrying the same return path. */
export function externalSignInPath(returnTo: string | undefined): string {
  const next = safeReturnPath(returnTo);
  return next && next !== "/"
    ? `/api/login?${NEXT_PARAM}=${encodeURIComponent(next)}`
    : "/api/login";
}
