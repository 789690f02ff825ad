import { testStack } from "../../support/stack.ts";

/** The test stack's local copy of the WhatsApp Cloud API, as the tests read and steer it. */

const AREA_CODES = [201, 202, 203, 205, 206, 207, 208, 209, 210, 212, 213, 214, 215, 216, 217];
let next = Math.floor(Math.random() * 1000);

/**
 * A US number of this run's own, written as people do ("(201) 555-0123"), with its E.164 form.
 * 555-0100 to 555-0199 are fictional in every area code.
 */
export function testNumber() {
  const n = next++;
  const area = AREA_CODES[n % AREA_CODES.length];
  const line = String(100 + (Math.floor(n / AREA_CODES.length) % 100)).padStart(4, "0");
  return { typed: `(${area}) 555-${line}`, e164: `+1${area}555${line}` };
}

export interface CopiedWhatsAppMessage {
  id: string;
  direction: "outbound" | "inbound";
  to: string;
  from: string;
  type: "text" | "template";
  text?: string;
  template?: { name: string; language: string; parameters: string[] };
  status: string;
}

/** Every message the copy holds to `e164`, newest first. */
export async function whatsappMessagesTo(e164: string): Promise<CopiedWhatsAppMessage[]> {
  const res = await fetch(`${testStack.whatsappUrl}/api/messages?to=${encodeURIComponent(e164)}`);
  return (await res.json()) as CopiedWhatsAppMessage[];
}

/** The code of the newest verification template sent to `e164`. */
export async function latestCode(e164: string) {
  const [message] = (await whatsappMessagesTo(e164)).filter(
    (m) => m.template?.name === "verification_code",
  );
  return message?.template?.parameters[0] ?? "";
}

/** Queues faults of the copy's sends (`{status, retryAfter?, times?, to?}` or `{undeliverable, to}`). */
export async function whatsappFaults(faults: unknown) {
  const res = await fetch(`${testStack.whatsappUrl}/api/faults`, {
    method: "POST",
    body: JSON.stringify(faults),
  });
  if (!res.ok) throw new Error(`faults refused: ${res.status}`);
}

/** A person writing to the platform's number: the copy delivers the signed webhook. */
export async function whatsappInbound(from: string, text: string) {
  const res = await fetch(`${testStack.whatsappUrl}/api/inbound`, {
    method: "POST",
    body: JSON.stringify({ from, text }),
  });
  return (await res.json()) as { id: string; responseStatus: number };
}

/** One more status of an outbound message, as WhatsApp posts it (any order). */
export async function whatsappStatus(id: string, status: string) {
  const res = await fetch(`${testStack.whatsappUrl}/api/statuses`, {
    method: "POST",
    body: JSON.stringify({ id, status }),
  });
  return (await res.json()) as { responseStatus: number };
}

export interface WebhookDelivery {
  id: string;
  kind: "message" | "status";
  body: string;
  signature: string;
  responseStatus: number;
}

/** The webhook posts the copy made, newest first. */
export async function webhookDeliveries(): Promise<WebhookDelivery[]> {
  return (await (
    await fetch(`${testStack.whatsappUrl}/api/deliveries`)
  ).json()) as WebhookDelivery[];
}

/** The same notification again, the same bytes and signature (a provider's retry). */
export async function redeliver(id: string) {
  const res = await fetch(`${testStack.whatsappUrl}/api/deliveries/${id}/redeliver`, {
    method: "POST",
  });
  return (await res.json()) as { responseStatus: number };
}

/** Runs the send-whatsapp function once, as pg_cron would (the service-role key). */
export async function runSendWhatsApp(options: Record<string, number> = {}) {
  const response = await fetch(`${testStack.apiUrl}/functions/v1/send-whatsapp`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${testStack.serviceRoleKey}`,
      "content-type": "application/json",
    },
    body: JSON.stringify(options),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}
