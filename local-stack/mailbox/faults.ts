/** An answer the mailbox's e-mail API gives instead of accepting a mail. */
export interface MailboxFault {
  status: number;
  name: string;
  message: string;
  retryAfter?: number;
  /** Only mails to this address meet it (so other senders' mails pass). */
  to?: string;
}

export interface MailboxFaults {
  /** Answers for the next requests, in order (for tests: 429 with Retry-After, 5xx). */
  add(faults: MailboxFault[]): void;
  clear(): void;
  /** The next fault for a mail to `recipients`, if any; it is used up. */
  take(recipients: string[]): MailboxFault | undefined;
}

const NAMES: Record<number, string> = {
  429: "rate_limit_exceeded",
  500: "internal_server_error",
  503: "service_unavailable",
};

/** Reads `POST /api/faults` bodies: `{status, retryAfter?, times?, to?}` or a list of them. */
export function parseFaults(body: unknown): MailboxFault[] | undefined {
  const list = Array.isArray(body) ? body : [body];
  const faults: MailboxFault[] = [];
  for (const item of list) {
    if (!item || typeof item !== "object") return undefined;
    const { status, retryAfter, times = 1, to } = item as Record<string, unknown>;
    if (to !== undefined && typeof to !== "string") return undefined;
    if (typeof status !== "number" || status < 400 || status > 599) return undefined;
    if (retryAfter !== undefined && (typeof retryAfter !== "number" || retryAfter < 0))
      return undefined;
    if (typeof times !== "number" || !Number.isInteger(times) || times < 1 || times > 100_000)
      return undefined;
    for (let i = 0; i < times; i++) {
      faults.push({
        status,
        name: NAMES[status] ?? "application_error",
        message:
          status === 429
            ? "Too many requests. Please slow down."
            : `The mailbox answers ${status} as asked.`,
        retryAfter: retryAfter as number | undefined,
        to: to?.toLowerCase(),
      });
    }
  }
  return faults;
}

export function createFaults(): MailboxFaults {
  let queue: MailboxFault[] = [];
  return {
    add(faults) {
      queue.push(...faults);
    },
    clear() {
      queue = [];
    },
    take(recipients) {
      const lower = recipients.map((r) => r.toLowerCase());
      const index = queue.findIndex((fault) => !fault.to || lower.includes(fault.to));
      if (index < 0) return undefined;
      return queue.splice(index, 1)[0];
    },
  };
}
