import { inTransaction } from "../../lib/db.ts";
import { createEmailAccount } from "../accounts.ts";
import { audit } from "../audit-log.ts";
import type { AuthHandler } from "../auth-context.ts";
import { validateEmail } from "../email-address.ts";
import { issueEmailOtp } from "../email-otp.ts";
import { badRequest, sendAuthJson, unprocessable, withDatabaseError } from "../errors.ts";
import { deliverMail } from "../mail-delivery.ts";
import { emailLinkMail } from "../mail-templates.ts";
import { checkPasswordStrength, hashPassword } from "../passwords.ts";
import { pkceChallenge } from "../pkce.ts";
import { requestReferrer } from "../redirect-urls.ts";
import { clientInfo, object, readJsonBody, text } from "../request.ts";
import { issueSession } from "../sessions.ts";
import { findUserByEmail, userJson } from "../users.ts";

/** POST /signup: with autoconfirm a session at once, otherwise a confirmation mail and the user. */
export const signup: AuthHandler = async (req, res, url, auth) => {
  const body = await readJsonBody(req);
  const { settings } = auth;
  if (!settings.signupEnabled)
    throw unprocessable("signup_disabled", "Signups not allowed for this instance");
  if (text(body, "phone"))
    throw badRequest("phone_provider_disabled", "Phone signups are disabled");
  if (!text(body, "email")) {
    throw unprocessable("anonymous_provider_disabled", "Anonymous sign-ins are disabled");
  }
  auth.limits.check("signup", req);
  if (!settings.emailSignupEnabled)
    throw unprocessable("email_provider_disabled", "Email signups are disabled");
  const email = validateEmail(body.email);
  const password = text(body, "password");
  if (password === "") throw unprocessable("validation_failed", "Signup requires a valid password");
  checkPasswordStrength(password, settings);
  const pkce = pkceChallenge(body.code_challenge, body.code_challenge_method);
  const client = clientInfo(req);

  const existing = await findUserByEmail(auth.pool, email);
  if (existing && (existing.email_confirmed_at || settings.mailerAutoconfirm)) {
    throw unprocessable("user_already_exists", "User already registered");
  }
  const encryptedPassword = await hashPassword(password);
  const outcome = await withDatabaseError("Database error saving new user", () =>
    inTransaction(auth.pool, async (db) => {
      const user =
        existing ??
        (await createEmailAccount(db, {
          email,
          encryptedPassword,
          confirmed: settings.mailerAutoconfirm,
          userMetadata: object(body.data),
        }));
      await audit(db, client, user, "user_signedup", { provider: "email" });
      if (settings.mailerAutoconfirm) {
        return { session: await issueSession(db, settings, user.id, "password", client, "email") };
      }
      const redirectTo = requestReferrer(req, url, settings);
      const otp = await issueEmailOtp(db, settings, user, "signup", redirectTo, pkce);
      await deliverMail(
        auth,
        emailLinkMail(auth.settings, "signup", email, otp.actionLink, otp.otp),
      );
      await audit(db, client, user, "user_confirmation_requested", { provider: "email" });
      const fresh = await findUserByEmail(db, email);
      return { user: await userJson(db, fresh ?? user) };
    }),
  );
  sendAuthJson(res, 200, outcome.session ?? outcome.user);
};
