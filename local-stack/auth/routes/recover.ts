import { randomBytes } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { inTransaction } from "../../lib/db.ts";
import { createEmailAccount } from "../accounts.ts";
import { audit } from "../audit-log.ts";
import type { AuthContext, AuthHandler } from "../auth-context.ts";
import { validateEmail } from "../email-address.ts";
import { assertSendAllowed, type EmailLinkType, issueEmailOtp } from "../email-otp.ts";
import { badRequest, sendAuthJson, unprocessable } from "../errors.ts";
import { deliverMail } from "../mail-delivery.ts";
import { emailLinkMail } from "../mail-templates.ts";
import { hashPassword } from "../passwords.ts";
import { type PkceChallenge, pkceChallenge } from "../pkce.ts";
import { requestReferrer } from "../redirect-urls.ts";
import { clientInfo, object, readJsonBody, text } from "../request.ts";
import { findUserByEmail, type UserRow } from "../users.ts";

async function sendEmailLink(
  req: IncomingMessage,
  url: URL,
  auth: AuthContext,
  user: UserRow,
  type: EmailLinkType,
  pkce: PkceChallenge | undefined,
) {
  assertSendAllowed(user, type, auth.settings);
  const redirectTo = requestReferrer(req, url, auth.settings);
  await inTransaction(auth.pool, async (db) => {
    const otp = await issueEmailOtp(db, auth.settings, user, type, redirectTo, pkce);
    await deliverMail(
      auth,
      emailLinkMail(auth.settings, type, user.email ?? "", otp.actionLink, otp.otp),
    );
    const action = type === "recovery" ? "user_recovery_requested" : "user_confirmation_requested";
    await audit(db, clientInfo(req), user, action);
  });
}

/** POST /recover: mails a reset link and code; always `{}` so addresses cannot be probed. */
export const recover: AuthHandler = async (req, res, url, auth) => {
  auth.limits.check("recover", req);
  const body = await readJsonBody(req);
  const email = validateEmail(body.email);
  const pkce = pkceChallenge(body.code_challenge, body.code_challenge_method);
  const user = await findUserByEmail(auth.pool, email);
  if (user) await sendEmailLink(req, url, auth, user, "recovery", pkce);
  sendAuthJson(res, 200, {});
};

/**
 * POST /otp (email): a magic link and code for a known address; an unknown one becomes an
 * unconfirmed account that the mailed link or code confirms, unless create_user is false.
 */
export const otp: AuthHandler = async (req, res, url, auth) => {
  auth.limits.check("otp", req);
  const body = await readJsonBody(req);
  if (text(body, "phone")) throw badRequest("phone_provider_disabled", "Phone logins are disabled");
  const email = validateEmail(body.email);
  const pkce = pkceChallenge(body.code_challenge, body.code_challenge_method);
  let user = await findUserByEmail(auth.pool, email);
  let type: EmailLinkType = "magiclink";
  if (!user) {
    if (body.create_user === false)
      throw unprocessable("otp_disabled", "Signups not allowed for otp");
    if (!auth.settings.signupEnabled || !auth.settings.emailSignupEnabled) {
      throw unprocessable("signup_disabled", "Signups not allowed for this instance");
    }
    // An account without a usable password until the owner sets one.
    const encryptedPassword = await hashPassword(randomBytes(32).toString("hex"));
    user = await createEmailAccount(auth.pool, {
      email,
      encryptedPassword,
      confirmed: false,
      userMetadata: object(body.data),
    });
    type = "signup";
  }
  await sendEmailLink(req, url, auth, user, type, pkce);
  sendAuthJson(res, 200, {});
};
