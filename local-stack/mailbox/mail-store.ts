import { appendFile, readFile } from "node:fs/promises";
import path from "node:path";
import type { Mail } from "../lib/context.ts";

export interface StoredMail extends Mail {
  id: string;
  sentAt: string;
  /** "auth": Auth's mails; "api": the product's, through the e-mail API. */
  source: "auth" | "api";
  from?: string;
  recipients?: string[];
  replyTo?: string;
  headers?: Record<string, string>;
  idempotencyKey?: string;
  /** The request payload's hash, to tell a retry from a different request under one key. */
  fingerprint?: string;
}

/**
 * Every mail, appended to `mailbox.jsonl` in the data folder (so they survive restarts) and
 * kept in memory, oldest first, with an index by idempotency key.
 */
export async function openMailStore(dataDir: string) {
  const file = path.join(dataDir, "mailbox.jsonl");
  const text = await readFile(file, "utf8").catch(() => "");
  const mails: StoredMail[] = text
    .split("\n")
    .filter(Boolean)
    .map((line) => ({ source: "auth", ...JSON.parse(line) }) as StoredMail);
  const byKey = new Map<string, StoredMail>();
  for (const mail of mails) if (mail.idempotencyKey) byKey.set(mail.idempotencyKey, mail);
  let writing = Promise.resolve();

  return {
    async add(mail: StoredMail) {
      mails.push(mail);
      if (mail.idempotencyKey) byKey.set(mail.idempotencyKey, mail);
      // One append at a time, so lines never interleave.
      const line = `${JSON.stringify(mail)}\n`;
      writing = writing.then(() => appendFile(file, line));
      await writing;
    },
    byIdempotencyKey(key: string) {
      return byKey.get(key);
    },
    /** Newest first. */
    list(filter: { to?: string; idempotencyKey?: string } = {}) {
      const to = filter.to?.toLowerCase();
      const out: StoredMail[] = [];
      for (let i = mails.length - 1; i >= 0; i--) {
        const mail = mails[i] as StoredMail;
        if (
          to &&
          mail.to.toLowerCase() !== to &&
          !mail.recipients?.some((r) => r.toLowerCase() === to)
        )
          continue;
        if (filter.idempotencyKey && mail.idempotencyKey !== filter.idempotencyKey) continue;
        out.push(mail);
      }
      return out;
    },
    count() {
      return mails.length;
    },
  };
}

export type MailStore = Awaited<ReturnType<typeof openMailStore>>;
