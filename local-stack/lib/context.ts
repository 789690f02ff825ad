import type { StackConfig } from "./config.ts";
import type { Pool } from "./db.ts";
import type { Handler } from "./http.ts";
import type { Logger } from "./log.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface MailSender {
  send(mail: Mail): Promise<void>;
}

/** What every stand-in receives: the stack's settings, a platform DB pool and the mailbox. */
export interface StackContext {
  config: StackConfig;
  /** Connection as supabase_admin; use `asCaller` from db.ts to act under a caller's RLS. */
  pool: Pool;
  mail: MailSender;
  log: Logger;
}

/** A stand-in mounted under a gateway prefix. */
export interface Service {
  handle: Handler;
  stop?(): Promise<void>;
}
