/**
 * What `POST /api/faults` queues: the next sends (to a number, or any) answered with an error
 * as the Cloud API gives it (an HTTP status, the Graph error body, Retry-After if asked), or
 * `undeliverable`: accepted, then a `failed` status, as for a number that is not on WhatsApp.
 */
export interface WhatsAppFault {
  status: number;
  retryAfter?: number;
  undeliverable?: boolean;
  /** E.164; only sends to this number meet it, so other senders' messages pass. */
  to?: string;
}

/** Graph error codes the Cloud API answers for these statuses. */
const ERRORS: Record<number, { code: number; message: string; details: string }> = {
  400: { code: 100, message: "(#100) Invalid parameter", details: "Fault asked for by a test." },
  401: {
    code: 190,
    message: "Invalid OAuth access token - Cannot parse access token",
    details: "Fault asked for by a test.",
  },
  429: {
    code: 130429,
    message: "(#130429) Rate limit hit",
    details: "Cloud API message throughput has been reached.",
  },
  500: { code: 131000, message: "(#131000) Something went wrong", details: "Unknown error." },
  503: {
    code: 131016,
    message: "(#131016) Service unavailable",
    details: "A service is temporarily unavailable.",
  },
};

export function graphError(status: number) {
  return ERRORS[status] ?? ERRORS[500];
}

/** Reads `{status?, retryAfter?, times?, to?, undeliverable?}` or a list of them. */
export function parseWhatsAppFaults(body: unknown): WhatsAppFault[] | undefined {
  const list = Array.isArray(body) ? body : [body];
  const faults: WhatsAppFault[] = [];
  for (const item of list) {
    if (!item || typeof item !== "object") return undefined;
    const { status, retryAfter, times = 1, to, undeliverable } = item as Record<string, unknown>;
    if (to !== undefined && typeof to !== "string") return undefined;
    if (undeliverable !== undefined && typeof undeliverable !== "boolean") return undefined;
    const code = undeliverable ? 200 : status;
    if (typeof code !== "number" || (!undeliverable && (code < 400 || code > 599)))
      return undefined;
    if (retryAfter !== undefined && (typeof retryAfter !== "number" || retryAfter < 0))
      return undefined;
    if (typeof times !== "number" || !Number.isInteger(times) || times < 1 || times > 100_000)
      return undefined;
    for (let i = 0; i < times; i++) {
      faults.push({
        status: code,
        retryAfter: retryAfter as number | undefined,
        undeliverable: undeliverable === true,
        to: typeof to === "string" ? `+${to.replace(/^\+/, "")}` : undefined,
      });
    }
  }
  return faults;
}

export function createWhatsAppFaults() {
  let queue: WhatsAppFault[] = [];
  return {
    add(faults: WhatsAppFault[]) {
      queue.push(...faults);
    },
    clear() {
      queue = [];
    },
    /** The next fault for a send to `to`, if any; it is used up. */
    take(to: string | undefined) {
      const index = queue.findIndex((fault) => !fault.to || fault.to === to);
      if (index < 0) return undefined;
      return queue.splice(index, 1)[0];
    },
  };
}

export type WhatsAppFaults = ReturnType<typeof createWhatsAppFaults>;
