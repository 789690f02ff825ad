/** 32 random bytes as hex: the feed secret a subscription URL carries. */
export function newFeedToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The calendar-feed function's URL for `token`, and the same as `webcal:`, which calendar apps
 * open as a subscription.
 */
export function feedLinks(token: string): { url: string; webcalUrl: string } {
  const url = new URL(`${Deno.env.get("SUPABASE_URL") ?? ""}/functions/v1/calendar-feed`);
  url.searchParams.set("token", token);
  return { url: url.toString(), webcalUrl: url.toString().replace(/^https?:/, "webcal:") };
}
