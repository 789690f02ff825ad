import { randomUUID } from "node:crypto";
import http from "node:http";
import { escapeHtml, readJson, sendHtml, sendJson } from "../lib/http.ts";
import { createCloudApi, SEND_PATH } from "./cloud-api.ts";
import { LOCAL_WHATSAPP } from "./credentials.ts";
import { createWhatsAppFaults, parseWhatsAppFaults } from "./faults.ts";
import {
  e164,
  openMessageStore,
  type StoredWhatsAppMessage,
  type WhatsAppStatus,
} from "./message-store.ts";
import {
  inboundPayload,
  newMessageId,
  postWebhook,
  signature,
  statusPayload,
  type WebhookDelivery,
} from "./webhooks.ts";

const STATUSES: WhatsAppStatus[] = ["sent", "delivered", "read", "failed"];
const MAX_DELIVERIES = 5000;

/**
 * The local copy of the WhatsApp Cloud API, as the mailbox copies the mail provider's: the
 * functions send through `POST /<version>/<phone-number-id>/messages`; every message is on a
 * page by number and in `GET /api/messages?to=<E.164>`; `POST /api/inbound` `{from, text}` is a
 * person writing to the platform's number, delivered to `webhookUrl` signed as Meta signs it,
 * then the read statuses of what was sent to them; each accepted send gets its `sent` and
 * `delivered` statuses; `POST /api/statuses` `{id, status}` posts one more (in any order);
 * `POST /api/faults` makes sends fail; `/api/deliveries` lists and replays the webhook posts.
 */
export async function createWhatsAppCopy(dataDir: string, webhookUrl: string) {
  const store = await openMessageStore(dataDir);
  const faults = createWhatsAppFaults();
  const deliveries: WebhookDelivery[] = [];

  async function deliver(kind: WebhookDelivery["kind"], payload: unknown) {
    const body = JSON.stringify(payload);
    const sig = signature(body);
    const delivery: WebhookDelivery = {
      id: randomUUID(),
      at: new Date().toISOString(),
      kind,
      body,
      signature: sig,
      responseStatus: await postWebhook(webhookUrl, body, sig),
    };
    deliveries.push(delivery);
    if (deliveries.length > MAX_DELIVERIES) deliveries.shift();
    return delivery;
  }

  async function sendStatus(message: StoredWhatsAppMessage, status: WhatsAppStatus) {
    await store.setStatus(message.id, status);
    return deliver("status", statusPayload(message, status));
  }

  // Each message's statuses in the provider's own order (the product must cope with any); the
  // messages' statuses go side by side, as the provider's do.
  const pending = new Set<Promise<void>>();
  const sendMessage = createCloudApi(store, faults, (message, undeliverable) => {
    const statuses = (async () => {
      if (undeliverable) return void (await sendStatus(message, "failed"));
      await sendStatus(message, "sent");
      await sendStatus(message, "delivered");
    })()
      .catch(() => undefined)
      .finally(() => pending.delete(statuses));
    pending.add(statuses);
  });

  async function inbound(body: Record<string, unknown>) {
    const from = e164(body.from);
    const text = typeof body.text === "string" ? body.text : "";
    if (!from || !text.trim()) return undefined;
    const message: StoredWhatsAppMessage = {
      id: newMessageId(),
      direction: "inbound",
      to: `+${LOCAL_WHATSAPP.displayPhoneNumber}`,
      from,
      type: "text",
      text,
      status: "delivered",
      statuses: [{ status: "delivered", at: new Date().toISOString() }],
      sentAt: new Date().toISOString(),
    };
    await store.add(message);
    const name = typeof body.name === "string" && body.name ? body.name : from;
    const delivery = await deliver("message", inboundPayload(message, name));
    // Writing back means having read what came before, so WhatsApp reports those read.
    await Promise.all(pending);
    const unread = store
      .list({ to: from })
      .filter(
        (m) => m.direction === "outbound" && (m.status === "sent" || m.status === "delivered"),
      );
    for (const m of unread.reverse()) await sendStatus(m, "read");
    return { id: message.id, responseStatus: delivery.responseStatus };
  }

  const server = http.createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", "http://whatsapp");
      const send = SEND_PATH.exec(url.pathname);
      if (send && req.method === "POST") return await sendMessage(req, res, send[2] ?? "");
      if (url.pathname === "/api/inbound" && req.method === "POST") {
        const result = await inbound((await readJson(req)) ?? {});
        if (!result)
          return sendJson(res, 400, { message: "Give {from: an E.164 number, text, name?}." });
        return sendJson(res, 200, result);
      }
      if (url.pathname === "/api/statuses" && req.method === "POST") {
        const body = (await readJson(req)) ?? {};
        const message = typeof body.id === "string" ? store.get(body.id) : undefined;
        const status = STATUSES.find((s) => s === body.status);
        if (message?.direction !== "outbound" || !status)
          return sendJson(res, 400, {
            message:
              "Give {id: an outbound message's id, status: sent, delivered, read or failed}.",
          });
        const delivery = await sendStatus(message, status);
        return sendJson(res, 200, { responseStatus: delivery.responseStatus });
      }
      if (url.pathname === "/api/faults" && req.method === "POST") {
        const parsed = parseWhatsAppFaults(await readJson(req));
        if (!parsed)
          return sendJson(res, 400, {
            message:
              "Give {status, retryAfter?, times?, to?} or {undeliverable: true, to?}, or a list.",
          });
        faults.add(parsed);
        return sendJson(res, 200, { queued: parsed.length });
      }
      if (url.pathname === "/api/faults" && req.method === "DELETE") {
        faults.clear();
        return sendJson(res, 200, { queued: 0 });
      }
      if (url.pathname === "/api/deliveries" && req.method === "GET")
        return sendJson(res, 200, [...deliveries].reverse());
      const replay = /^\/api\/deliveries\/([\w-]+)\/redeliver$/.exec(url.pathname);
      if (replay && req.method === "POST") {
        const earlier = deliveries.find((d) => d.id === replay[1]);
        if (!earlier) return sendJson(res, 404, { message: "No such delivery." });
        // A retry of the same notification: the same bytes and the same signature.
        const status = await postWebhook(webhookUrl, earlier.body, earlier.signature);
        return sendJson(res, 200, { responseStatus: status });
      }
      if (url.pathname === "/api/messages") {
        const filter = {
          to: e164(url.searchParams.get("to") ?? undefined),
          from: e164(url.searchParams.get("from") ?? undefined),
        };
        if (url.searchParams.has("to") && !filter.to)
          return sendJson(res, 400, { message: "to must be an E.164 number." });
        return sendJson(res, 200, store.list(filter));
      }
      if (url.pathname === "/api/stats") return sendJson(res, 200, { count: store.count() });
      const number = /^\/numbers\/(\+?\d+)$/.exec(decodeURIComponent(url.pathname));
      if (number) {
        const which = e164(number[1]);
        const rows = which ? store.list({ number: which }).map(row).join("") : "";
        return sendHtml(
          res,
          200,
          page(
            `Messages with ${which ?? number[1]}`,
            `${rows ? `<ul>${rows}</ul>` : "<p>No messages with this number.</p>"}<p><a href="/">All numbers</a></p>`,
          ),
        );
      }
      return sendHtml(res, 200, page("Local WhatsApp", numbersList(store.list())));
    } catch (error) {
      if (!res.headersSent) sendJson(res, 500, { message: String(error) });
    }
  });

  return { server, all: () => store.list() };
}

function numbersList(messages: StoredWhatsAppMessage[]) {
  const byNumber = new Map<string, StoredWhatsAppMessage[]>();
  for (const m of messages) {
    const number = m.direction === "outbound" ? m.to : m.from;
    byNumber.set(number, [...(byNumber.get(number) ?? []), m]);
  }
  if (byNumber.size === 0) return "<p>No messages yet.</p>";
  const sections = [...byNumber].map(
    ([number, list]) =>
      `<section><h2><a href="/numbers/${encodeURIComponent(number)}">${escapeHtml(number)}</a></h2><ul>${list.slice(0, 20).map(row).join("")}</ul></section>`,
  );
  return sections.join("");
}

function row(m: StoredWhatsAppMessage) {
  const what =
    m.type === "template" && m.template
      ? `Template <strong>${escapeHtml(m.template.name)}</strong> (${escapeHtml(m.template.language)}): ${m.template.parameters.map((p) => `<code>${escapeHtml(p)}</code>`).join(" ")}`
      : escapeHtml(m.text ?? "");
  const direction = m.direction === "outbound" ? `to ${m.to}` : `from ${m.from}`;
  return `<li><span class="what">${what}</span> <span class="tag">${m.status}</span> <span class="meta">${escapeHtml(direction)} · ${escapeHtml(m.sentAt)} · ${escapeHtml(m.id)}</span></li>`;
}

function page(title: string, body: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:46rem;margin:2rem auto;padding:0 1rem;color:#1f2937}.meta{color:#6b7280;font-size:.875rem;word-break:break-all}li{margin:.5rem 0}.tag{font-size:.75rem;border:1px solid #d1d5db;border-radius:1rem;padding:0 .5rem}h2{font-size:1.125rem}code{background:#f3f4f6;padding:0 .25rem;border-radius:.25rem}</style>
</head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}
