import type { IncomingMessage, ServerResponse } from "node:http";
import type { MailSender } from "../lib/context.ts";
import type { Pool } from "../lib/db.ts";
import type { Logger } from "../lib/log.ts";
import type { AuthSettings } from "./auth-config.ts";
import type { IdpCodes } from "./idp-codes.ts";
import type { AuthRateLimits } from "./rate-limits.ts";

/** What every Auth route handler works with. */
export interface AuthContext {
  settings: AuthSettings;
  pool: Pool;
  mail: MailSender;
  log: Logger;
  idpCodes: IdpCodes;
  limits: AuthRateLimits;
}

export type AuthHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  auth: AuthContext,
  params: string[],
) => Promise<void>;
