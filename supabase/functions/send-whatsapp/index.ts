import { serviceRole } from "../_shared/server/db.ts";
import { isServiceRole } from "../_shared/server/service-caller.ts";
import {
  isUnavailable,
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_MESSAGE,
} from "../_shared/server/unavailable.ts";
import { whatsappCloudFromEnv } from "../_shared/server/whatsapp-cloud.ts";
import { type DrainOptions, drainWhatsApp } from "./drain.ts";
import { readPortalUrl } from "./queries.ts";

/**
 * Drains the outbox's WhatsApp messages (POST, no body needed), as send-email drains its mails:
 * called each minute by pg_cron through pg_net with the service-role key
 * (private.request_whatsapp_delivery) and by the local stack's cron; nobody else may call it.
 * The body may tune a run within limits (tests, the benchmark). Answers what it did and the
 * process's memory.
 */

const DEFAULTS: DrainOptions = {
  batchSize: 50,
  leaseSeconds: 120,
  concurrency: 8,
  budgetMs: 50_000,
  maxWaitMs: 15_000,
};

const LIMITS: Record<keyof DrainOptions, [number, number]> = {
  batchSize: [1, 500],
  leaseSeconds: [1, 900],
  concurrency: [1, 50],
  budgetMs: [1_000, 300_000],
  maxWaitMs: [0, 60_000],
};

function options(body: Record<string, unknown>): DrainOptions | string {
  const chosen = { ...DEFAULTS };
  for (const name of Object.keys(LIMITS) as (keyof DrainOptions)[]) {
    const value = body[name];
    if (value === undefined) continue;
    const [min, max] = LIMITS[name];
    if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
      return `${name} must be a whole number from ${min} to ${max}`;
    }
    chosen[name] = value;
  }
  return chosen;
}

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json", ...headers },
  });
}

Deno.serve(async (request) => {
  if (request.method !== "POST")
    return json(405, { message: "Method not allowed" }, { allow: "POST" });
  if (!isServiceRole(request))
    return json(403, { message: "Only the service role may send the WhatsApp outbox." });
  const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
  const chosen = options(body && typeof body === "object" ? body : {});
  if (typeof chosen === "string") return json(400, { message: chosen });
  try {
    const [row] = await serviceRole(readPortalUrl);
    const report = await drainWhatsApp(whatsappCloudFromEnv(), row?.portalUrl ?? "", chosen);
    return json(200, { ...report, memory: Deno.memoryUsage() });
  } catch (error) {
    if (isUnavailable(error))
      return json(
        503,
        { message: UNAVAILABLE_MESSAGE },
        { "retry-after": String(RETRY_AFTER_SECONDS) },
      );
    const requestId = crypto.randomUUID();
    console.error(`[${requestId}] send-whatsapp:`, error);
    return json(500, { message: `Internal server error (${requestId})` });
  }
});
