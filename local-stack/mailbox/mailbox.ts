import { randomUUID } from "node:crypto";
import http from "node:http";
import type { MailSender } from "../lib/context.ts";
import { escapeHtml, readJson, sendHtml, sendJson } from "../lib/http.ts";
import { createEmailApi } from "./email-api.ts";
import { createFaults, parseFaults } from "./faults.ts";
import { openMailStore, type StoredMail } from "./mail-store.ts";

export type { StoredMail } from "./mail-store.ts";

/**
 * Where every mail lands: Auth's (through `sender`) and the product's, which the send-email
 * function sends through the same HTTP API as the provider's (`POST /emails`, Resend's shape).
 * Readable as a page and as JSON (`/api/messages?to=…&idempotencyKey=…`, newest first).
 * `POST /api/faults` makes the next API requests (to an address, or any) fail as asked (tests:
 * 429 with Retry-After, 5xx); `DELETE /api/faults` clears them.
 */
export async function createMailbox(dataDir: string) {
  const store = await openMailStore(dataDir);
  const faults = createFaults();
  const sendEmail = createEmailApi(store, faults);

  const sender: MailSender = {
    async send(mail) {
      await store.add({
        ...mail,
        id: randomUUID(),
        sentAt: new Date().toISOString(),
        source: "auth",
      });
    },
  };

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", "http://mailbox");
      if (url.pathname === "/emails" && req.method === "POST") return await sendEmail(req, res);
      if (url.pathname === "/api/faults" && req.method === "POST") {
        const parsed = parseFaults(await readJson(req));
        if (!parsed)
          return sendJson(res, 400, {
            message: "Give {status, retryAfter?, times?} or a list of them.",
          });
        faults.add(parsed);
        return sendJson(res, 200, { queued: parsed.length });
      }
      if (url.pathname === "/api/faults" && req.method === "DELETE") {
        faults.clear();
        return sendJson(res, 200, { queued: 0 });
      }
      const filter = {
        to: url.searchParams.get("to") ?? undefined,
        idempotencyKey: url.searchParams.get("idempotencyKey") ?? undefined,
      };
      if (url.pathname === "/api/messages") {
        return sendJson(
          res,
          200,
          store.list(filter).map(({ fingerprint: _, ...mail }) => mail),
        );
      }
      if (url.pathname === "/api/stats") return sendJson(res, 200, { count: store.count() });
      const one = /^\/messages\/([\w-]+)$/.exec(url.pathname);
      if (one) {
        const mail = store.list().find((m) => m.id === one[1]);
        if (!mail) return sendHtml(res, 404, page("Not found", "<p>No such message.</p>"));
        return sendHtml(res, 200, page(mail.subject, messageBody(mail)));
      }
      const rows = store
        .list(filter)
        .slice(0, 500)
        .map(
          (m) =>
            `<li><a href="/messages/${m.id}">${escapeHtml(m.subject)}</a> <span class="tag">${m.source === "api" ? "product" : "auth"}</span> <span class="meta">to ${escapeHtml(m.to)} · ${escapeHtml(m.sentAt)}</span></li>`,
        )
        .join("");
      return sendHtml(
        res,
        200,
        page("Local mailbox", rows ? `<ul>${rows}</ul>` : "<p>No mail yet.</p>"),
      );
    } catch (error) {
      if (!res.headersSent) sendJson(res, 500, { message: String(error) });
    }
  });

  return { sender, server, all: () => store.list() };
}

function messageBody(mail: StoredMail) {
  const meta = [
    mail.from ? `From ${escapeHtml(mail.from)}` : null,
    `To ${escapeHtml(mail.to)}`,
    mail.replyTo ? `Reply-To ${escapeHtml(mail.replyTo)}` : null,
    escapeHtml(mail.sentAt),
  ]
    .filter(Boolean)
    .join(" · ");
  const headers = Object.entries(mail.headers ?? {})
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join("");
  // A product mail is a whole HTML document: shown in a sandboxed frame, as a mail client would.
  const html =
    mail.source === "api"
      ? `<iframe title="Message" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(mail.html)}"></iframe>`
      : `<article>${mail.html}</article>`;
  return `<p class="meta">${meta}</p>${headers ? `<dl>${headers}</dl>` : ""}${html}<details><summary>Plain text</summary><pre>${escapeHtml(mail.text)}</pre></details><p><a href="/">All messages</a></p>`;
}

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1f2937}.meta,dl{color:#6b7280;font-size:.875rem}dt{font-weight:600}dd{margin:0 0 .25rem;word-break:break-all}li{margin:.5rem 0}.tag{font-size:.75rem;border:1px solid #d1d5db;border-radius:1rem;padding:0 .5rem}article{border:1px solid #e5e7eb;border-radius:.5rem;padding:1rem}iframe{width:100%;height:36rem;border:1px solid #e5e7eb;border-radius:.5rem}pre{white-space:pre-wrap}</style>
</head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}
