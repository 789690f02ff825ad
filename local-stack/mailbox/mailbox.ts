import { randomUUID } from "node:crypto";
import { appendFile, readFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import type { Mail, MailSender } from "../lib/context.ts";
import { escapeHtml, sendHtml, sendJson } from "../lib/http.ts";

export interface StoredMail extends Mail {
  id: string;
  sentAt: string;
}

/**
 * Where Auth's mails land: appended to a file in the data folder (so they survive restarts),
 * readable as a page and as JSON (`/api/messages?to=…`, newest first).
 */
export function createMailbox(dataDir: string) {
  const file = path.join(dataDir, "mailbox.jsonl");

  async function all(): Promise<StoredMail[]> {
    const text = await readFile(file, "utf8").catch(() => "");
    return text
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as StoredMail)
      .reverse();
  }

  const sender: MailSender = {
    async send(mail) {
      const stored: StoredMail = { ...mail, id: randomUUID(), sentAt: new Date().toISOString() };
      await appendFile(file, `${JSON.stringify(stored)}\n`);
    },
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://mailbox");
    const to = url.searchParams.get("to")?.toLowerCase();
    const mails = (await all()).filter((m) => !to || m.to.toLowerCase() === to);
    if (url.pathname === "/api/messages") return sendJson(res, 200, mails);
    const one = /^\/messages\/([\w-]+)$/.exec(url.pathname);
    if (one) {
      const mail = mails.find((m) => m.id === one[1]);
      if (!mail) return sendHtml(res, 404, page("Not found", "<p>No such message.</p>"));
      return sendHtml(
        res,
        200,
        page(
          mail.subject,
          `<p class="meta">To ${escapeHtml(mail.to)} · ${escapeHtml(mail.sentAt)}</p><article>${mail.html}</article><p><a href="/">All messages</a></p>`,
        ),
      );
    }
    const rows = mails
      .map(
        (m) =>
          `<li><a href="/messages/${m.id}">${escapeHtml(m.subject)}</a> <span class="meta">to ${escapeHtml(m.to)} · ${escapeHtml(m.sentAt)}</span></li>`,
      )
      .join("");
    return sendHtml(
      res,
      200,
      page("Local mailbox", rows ? `<ul>${rows}</ul>` : "<p>No mail yet.</p>"),
    );
  });

  return { sender, server, all };
}

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1f2937}.meta{color:#6b7280;font-size:.875rem}li{margin:.5rem 0}article{border:1px solid #e5e7eb;border-radius:.5rem;padding:1rem}</style>
</head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}
