import { Hono } from "hono";
import type {
  EmailConfirmationSent,
  EmailConfirmed,
} from "../../_shared/portable/contracts/profile.ts";
import { emailConfirmationSchema } from "../../_shared/portable/schemas/email-confirmation.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { withCaller } from "../../_shared/server/db.ts";
import { parseBody, readJson } from "../../_shared/server/http-error.ts";
import { confirmEmail, resendEmailConfirmation } from "../queries/email-confirmation.ts";

/**
 * /api/email-confirmation: the caller's own address (21_email_confirmation.sql). POST {token}
 * confirms it with a mailed link (404 not the caller's, 409 used, 410 expired); POST /resend
 * mails a new link (409 when confirmed already, 429 past 3 an hour).
 */
export const emailConfirmationRoutes = new Hono<AppEnv>()
  .post("/", async (c) => {
    const { token } = parseBody(emailConfirmationSchema, await readJson(c));
    await withCaller(c, (tx) => confirmEmail(tx, token));
    return c.json({ emailVerified: true } satisfies EmailConfirmed);
  })
  .post("/resend", async (c) => {
    await withCaller(c, resendEmailConfirmation);
    return c.json({ sent: true } satisfies EmailConfirmationSent);
  });
