import { EMAIL_CATEGORY_LABELS, type EmailCategory } from "../_shared/portable/contracts/email.ts";
import { asCaller } from "../_shared/server/db.ts";
import {
  isUnavailable,
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_MESSAGE,
} from "../_shared/server/unavailable.ts";

/**
 * One-click unsubscribe from a product e-mail, without signing in (RFC 8058): the mail's
 * `List-Unsubscribe` header and its footer link point here with a signed token for one user and
 * the categories the mail carries (one, or a digest's), issued when the mail went out. GET shows a page that asks to confirm (link scanners
 * only GET); POST, from that page or from a mail client's one-click button, turns them
 * off through public.unsubscribe_email(), which refuses a forged or altered token (TP901) and
 * one no longer valid (TP902: rotated since, or too old) and then changes nothing; GET asks the
 * same function without changing anything, so an old link says so before the click.
 * Runs without verify_jwt: mail clients send no key; the token is the credential.
 */

/** `<user id>.<category>[+<category>…].<issued ms>.<signature>`, or the earlier `<user id>.<category>.<signature>`. */
const TOKEN = /^[0-9a-f-]{36}\.[a-z_+]{1,200}\.([0-9]{1,15}\.)?[0-9a-f]{64}$/;

function escapeHtml(value: string) {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(status: number, title: string, body: string) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · Tour Partner Portal</title>
<style>:root{color-scheme:light dark}body{font:16px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;background:#f3f4f6;color:#1f2937}main{max-width:32rem;margin:3rem auto;padding:1.5rem;background:#fff;border:1px solid #e5e7eb;border-radius:.75rem}h1{font-size:1.375rem;margin:0 0 .75rem}p{margin:0 0 1rem}button{font:inherit;font-weight:600;background:#047857;color:#fff;border:0;border-radius:.5rem;padding:.75rem 1.25rem;min-height:44px;cursor:pointer}button:focus-visible{outline:3px solid #34d399;outline-offset:2px}.brand{color:#6b7280;font-size:.875rem;font-weight:600}
@media (max-width:30rem){main{margin:0;border-radius:0;border-width:0 0 1px}}
@media (prefers-color-scheme:dark){body{background:#111827;color:#f3f4f6}main{background:#1f2937;border-color:#374151}.brand{color:#9ca3af}button{background:#34d399;color:#052e16}}</style>
</head><body><main><p class="brand">Tour Partner Portal</p><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
  return new Response(html, {
    status,
    headers: {
      "content-type": "text/html; charset=utf-8",
      "cache-control": "no-store",
      "referrer-policy": "no-referrer",
      "x-frame-options": "DENY",
    },
  });
}

const INVALID = () =>
  page(
    400,
    "This link is not valid",
    "<p>This unsubscribe link is not valid, so nothing was changed. Use the link in your latest e-mail, or choose your e-mails on your profile in the portal.</p>",
  );

const NO_LONGER_VALID = () =>
  page(
    410,
    "This link is no longer valid",
    "<p>This unsubscribe link is no longer valid, so nothing was changed. Use the link in your latest e-mail, or choose your e-mails on your profile in the portal.</p>",
  );

/** The categories the token turns off (`confirm`: and turns them off), as the database judges it. */
async function unsubscribe(token: string, confirm: boolean) {
  const [row] = await asCaller(
    { role: "anon" },
    (tx) =>
      tx<
        { categories: EmailCategory[] }[]
      >`select public.unsubscribe_email(${token}, ${confirm}) as categories`,
  );
  return row?.categories ?? [];
}

/** The page for what went wrong: an invalid or outdated link, a database that is away, else a 500. */
function failure(error: unknown) {
  const code = (error as { code?: string }).code;
  if (code === "TP901") return INVALID();
  if (code === "TP902") return NO_LONGER_VALID();
  if (isUnavailable(error)) {
    return new Response(`${UNAVAILABLE_MESSAGE}\n`, {
      status: 503,
      headers: { "retry-after": String(RETRY_AFTER_SECONDS) },
    });
  }
  const requestId = crypto.randomUUID();
  console.error(`[${requestId}] email-unsubscribe:`, error);
  return new Response(`Internal server error (${requestId})\n`, { status: 500 });
}

Deno.serve(async (request) => {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const isGet = request.method === "GET" || request.method === "HEAD";
  if (!isGet && request.method !== "POST")
    return new Response("Method not allowed\n", {
      status: 405,
      headers: { allow: "GET, HEAD, POST" },
    });
  await request.body?.cancel();
  if (!TOKEN.test(token)) return INVALID();
  let categories: EmailCategory[];
  try {
    categories = await unsubscribe(token, !isGet);
  } catch (error) {
    return failure(error);
  }
  if (categories.length === 0 || categories.some((c) => !(c in EMAIL_CATEGORY_LABELS))) {
    return INVALID();
  }
  const label = escapeHtml(categories.map((c) => EMAIL_CATEGORY_LABELS[c]).join(" and "));
  // Review requests go only to a tour's organiser and guests, who have no account to name.
  const withoutAccount = categories.every((c) => c === "reviews");
  if (isGet) {
    return page(
      200,
      `Stop "${label}" e-mails?`,
      withoutAccount
        ? `<p>You will no longer get e-mails about ${label.toLowerCase()} at this address.</p><form method="post"><button type="submit">Unsubscribe</button></form>`
        : `<p>You will no longer get e-mails about ${label.toLowerCase()}. Your account's security e-mails (password reset, e-mail change) still come.</p><form method="post"><button type="submit">Unsubscribe</button></form>`,
    );
  }
  return page(
    200,
    "You are unsubscribed",
    withoutAccount
      ? `<p>You will no longer get "${label}" e-mails at this address.</p>`
      : `<p>You will no longer get "${label}" e-mails. You can turn them on again on your profile in the portal.</p>`,
  );
});
