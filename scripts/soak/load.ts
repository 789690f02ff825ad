import { performance } from "node:perf_hooks";
import { setTimeout as sleep } from "node:timers/promises";
import type { StackConfig } from "../../local-stack/lib/config.ts";
import type { Partner } from "./soak-data.ts";

export type RequestKind = "list" | "bid" | "chat";

/** One answered (or failed) request; times in ms on `performance.now()`'s clock. */
export interface Outcome {
  kind: RequestKind;
  start: number;
  end: number;
  /** The HTTP status, or 0 when no answer came (connection refused or reset, timeout). */
  status: number;
  retryAfter: boolean;
}

export interface LoadRecord {
  outcomes: Outcome[];
  /** Ids of the bids and chat messages the API answered 201 for: they must all exist. */
  bidIds: string[];
  chatIds: string[];
}

export interface MixedLoad {
  record: LoadRecord;
  stop(): Promise<void>;
}

/** A request still unanswered after this long counts as failed (status 0) and is reported. */
const REQUEST_TIMEOUT_MS = 30_000;
/** After a failure a connection pauses briefly instead of spinning on a dead service. */
const FAILURE_PAUSE_MS = 50;
const LIST_PATHS = ["/opportunities", "/opportunities/all", "/opportunities/all?page=2", "/bids"];

/**
 * Closed-loop mixed load through the gateway: each connection sends its next request when the
 * last one is answered; 70% list reads, 20% bids on random soak opportunities (a second bid on
 * the same one is a 409 the rules give), 10% chat sends, each as a random partner.
 */
export function startMixedLoad(
  config: StackConfig,
  partners: Partner[],
  opportunityIds: string[],
  connections: number,
): MixedLoad {
  const record: LoadRecord = { outcomes: [], bidIds: [], chatIds: [] };
  let running = true;
  const pick = <T>(items: T[]) => items[Math.floor(Math.random() * items.length)] as T;
  const base = `${config.apiUrl}/functions/v1/api`;

  async function once() {
    const partner = pick(partners);
    const roll = Math.random();
    const kind: RequestKind = roll < 0.7 ? "list" : roll < 0.9 ? "bid" : "chat";
    const [path, body] =
      kind === "list"
        ? [pick(LIST_PATHS), undefined]
        : kind === "bid"
          ? ["/bids", { opportunityId: pick(opportunityIds), amount: "150.00" }]
          : ["/chat/send", { message: `Soak message ${Math.random().toString(36).slice(2)}` }];
    const start = performance.now();
    let status = 0;
    let retryAfter = false;
    try {
      const response = await fetch(base + path, {
        method: body ? "POST" : "GET",
        headers: {
          apikey: config.anonKey,
          authorization: `Bearer ${partner.token}`,
          ...(body ? { "content-type": "application/json" } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      status = response.status;
      retryAfter = response.headers.has("retry-after");
      const text = await response.text();
      if (status === 201) remember(kind, JSON.parse(text));
    } catch {
      status = 0;
    }
    record.outcomes.push({ kind, start, end: performance.now(), status, retryAfter });
    if (status === 0 || status >= 500) await sleep(FAILURE_PAUSE_MS);
  }

  function remember(kind: RequestKind, answer: { id?: string; message?: { id: string } }) {
    if (kind === "bid" && answer.id) record.bidIds.push(answer.id);
    if (kind === "chat" && answer.message) record.chatIds.push(answer.message.id);
  }

  const loops = Array.from({ length: connections }, async () => {
    while (running) await once();
  });
  return {
    record,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}
