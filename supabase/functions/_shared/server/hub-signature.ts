import { sameSecret } from "./service-caller.ts";

/**
 * Whether `header` (X-Hub-Signature-256: "sha256=<hex>") is the HMAC SHA-256 of the raw body
 * with the app secret, compared in constant time. No secret, no header: never.
 */
export async function isSignedByMeta(
  rawBody: Uint8Array<ArrayBuffer>,
  header: string | null,
  appSecret: string,
): Promise<boolean> {
  if (!appSecret || !header?.startsWith("sha256=")) return false;
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(appSecret),
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  const digest = new Uint8Array(await crypto.subtle.sign("HMAC", key, rawBody));
  const expected = Array.from(digest, (byte) => byte.toString(16).padStart(2, "0")).join("");
  return sameSecret(header.slice("sha256=".length).toLowerCase(), expected);
}
