import { randomBytes } from "node:crypto";
import { inTransaction } from "../../lib/db.ts";
import { createEmailAccount, EMAIL_EXISTS } from "../accounts.ts";
import { metadataParam } from "../admin-params.ts";
import type { AuthHandler } from "../auth-context.ts";
import { requireAdmin } from "../bearer.ts";
import { validateEmail } from "../email-address.ts";
import { type EmailLinkType, isEmailLinkType, issueEmailOtp } from "../email-otp.ts";
import { badRequest, notFound, sendAuthJson, unprocessable } from "../errors.ts";
import { checkPasswordStrength, hashPassword } from "../passwords.ts";
import { isRedirectAllowed, requestReferrer } from "../redirect-urls.ts";
import { readJsonBody, text } from "../request.ts";
import { findUserByEmail, findUserById, type UserRow, userJson } from "../users.ts";

/**
 * POST /admin/generate_link: the link and code a mail would carry, without sending it. An
 * unknown address turns a magic link into a sign-up, as GoTrue does.
 */
export const generateLink: AuthHandler = async (req, res, url, auth) => {
  await requireAdmin(req, auth);
  const body = await readJsonBody(req);
  const requested = text(body, "type");
  if (!isEmailLinkType(requested)) {
    throw badRequest("validation_failed", "Invalid email action link type requested");
  }
  let type: EmailLinkType = requested;
  const email = validateEmail(body.email);
  const asked = text(body, "redirect_to");
  const redirectTo = isRedirectAllowed(asked, auth.settings)
    ? asked
    : requestReferrer(req, url, auth.settings);
  const existing = await findUserByEmail(auth.pool, email);
  if (!existing && type === "recovery")
    throw notFound("user_not_found", "User with this email not found");
  if (!existing && type === "magiclink") type = "signup";
  if (existing?.email_confirmed_at && (type === "signup" || type === "invite")) {
    throw unprocessable("email_exists", EMAIL_EXISTS);
  }
  let password = text(body, "password");
  if (type === "signup" && !existing) {
    if (password) checkPasswordStrength(password, auth.settings);
    else password = randomBytes(32).toString("hex");
  }
  const encryptedPassword = password ? await hashPassword(password) : "";
  const linkType = type;

  const result = await inTransaction(auth.pool, async (db) => {
    const user: UserRow =
      existing ??
      (await createEmailAccount(db, {
        email,
        encryptedPassword,
        confirmed: false,
        invited: linkType === "invite",
        userMetadata: metadataParam(body, "data"),
      }));
    const otp = await issueEmailOtp(db, auth.settings, user, linkType, redirectTo);
    const fresh = (await findUserById(db, user.id)) as UserRow;
    return {
      ...(await userJson(db, fresh)),
      action_link: otp.actionLink,
      email_otp: otp.otp,
      hashed_token: otp.hashedToken,
      verification_type: linkType,
      redirect_to: otp.redirectTo,
    };
  });
  sendAuthJson(res, 200, result);
};
