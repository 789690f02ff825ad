import { Hono } from "hono";
import {
  WHATSAPP_CODE_MINUTES,
  WHATSAPP_CODE_TEMPLATE,
  WHATSAPP_CODE_TRIES,
  WHATSAPP_MESSAGES,
  type WhatsAppConnectAnswer,
  type WhatsAppConnectionAnswer,
  type WhatsAppVerified,
} from "../../_shared/portable/contracts/whatsapp.ts";
import { PHONE_MESSAGE } from "../../_shared/portable/phone.ts";
import {
  whatsappConnectSchema,
  whatsappVerifySchema,
} from "../../_shared/portable/schemas/whatsapp.ts";
import type { AppEnv } from "../../_shared/server/app-env.ts";
import { type Tx, withCaller } from "../../_shared/server/db.ts";
import {
  HttpError,
  parseBody,
  readJson,
  TooManyRequestsError,
} from "../../_shared/server/http-error.ts";
import { maskPhone, toE164 } from "../../_shared/server/phone-number.ts";
import { sendWhatsApp, whatsappCloudFromEnv } from "../../_shared/server/whatsapp-cloud.ts";
import {
  type CodeOutcome,
  checkWhatsAppCode,
  deleteWhatsAppConnection,
  readWhatsAppConnection,
  startWhatsAppVerification,
} from "../queries/whatsapp.ts";

async function connectionOf(tx: Tx): Promise<WhatsAppConnectionAnswer> {
  const row = await readWhatsAppConnection(tx);
  if (!row) return { connection: null };
  const expires =
    row.verificationSentAt && !row.isVerified
      ? new Date(row.verificationSentAt.getTime() + WHATSAPP_CODE_MINUTES * 60_000).toISOString()
      : null;
  return {
    connection: {
      phoneNumber: maskPhone(row.phoneNumber),
      status: row.status,
      isVerified: row.isVerified,
      codeExpiresAt: expires,
      triesLeft: Math.max(0, WHATSAPP_CODE_TRIES - row.verificationAttempts),
      optedOut: row.optedOut,
    },
  };
}

/** What a try that did not verify answers: a wrong or expired code is about the field. */
const REFUSALS: Record<Exclude<CodeOutcome, "verified">, [400 | 409, string]> = {
  wrong: [400, WHATSAPP_MESSAGES.wrong],
  expired: [400, WHATSAPP_MESSAGES.expired],
  exhausted: [409, WHATSAPP_MESSAGES.exhausted],
  taken: [409, WHATSAPP_MESSAGES.taken],
  none: [409, WHATSAPP_MESSAGES.none],
};

/**
 * /api/whatsapp: the caller's WhatsApp number. Connecting sends a 6-digit code in
 * an authentication template; verifying with it makes the number verified; DELETE disconnects.
 */
export const whatsappRoutes = new Hono<AppEnv>()
  .get("/", async (c) => c.json(await withCaller(c, connectionOf)))
  /** POST {phoneNumber}: 202 once WhatsApp took the code (a new number verifies again). */
  .post("/connect", async (c) => {
    const { phoneNumber } = parseBody(whatsappConnectSchema, await readJson(c));
    const phone = toE164(phoneNumber);
    if (!phone) throw new HttpError(400, PHONE_MESSAGE, { phoneNumber: [PHONE_MESSAGE] });
    const code = await withCaller(c, (tx) => startWhatsAppVerification(tx, phone));
    const answer = await sendWhatsApp(whatsappCloudFromEnv(), phone, {
      type: "template",
      name: WHATSAPP_CODE_TEMPLATE.name,
      language: WHATSAPP_CODE_TEMPLATE.language,
      parameters: [code],
      codeButton: true,
    });
    if (answer.outcome !== "sent") {
      console.error(`WhatsApp code not sent: ${answer.error}`);
      const wait =
        answer.outcome === "retry" ? Math.ceil((answer.retryAfterMs ?? 60_000) / 1000) : 60;
      throw new TooManyRequestsError(WHATSAPP_MESSAGES.providerDown, wait);
    }
    const connected: WhatsAppConnectAnswer = {
      ...(await withCaller(c, connectionOf)),
      message: WHATSAPP_MESSAGES.codeSent,
    };
    return c.json(connected, 202);
  })
  /** POST {code}: 200 {status: "verified"}, or why not. */
  .post("/verify", async (c) => {
    const { code } = parseBody(whatsappVerifySchema, await readJson(c));
    const outcome = await withCaller(c, (tx) => checkWhatsAppCode(tx, code));
    if (outcome === "verified") return c.json({ status: "verified" } satisfies WhatsAppVerified);
    const [status, message] = REFUSALS[outcome];
    throw new HttpError(status, `${message}.`, { code: [message] });
  })
  .delete("/", async (c) => {
    await withCaller(c, deleteWhatsAppConnection);
    return c.body(null, 204);
  });
