import { inTransaction } from "../../lib/db.ts";
import { createEmailAccount, EMAIL_EXISTS } from "../accounts.ts";
import { audit } from "../audit-log.ts";
import type { AuthHandler } from "../auth-context.ts";
import { requireAdmin } from "../bearer.ts";
import { validateEmail } from "../email-address.ts";
import { issueEmailOtp } from "../email-otp.ts";
import { sendAuthJson, unprocessable } from "../errors.ts";
import { deliverMail } from "../mail-delivery.ts";
import { emailLinkMail } from "../mail-templates.ts";
import { requestReferrer } from "../redirect-urls.ts";
import { clientInfo, object, readJsonBody } from "../request.ts";
import { findUserByEmail, findUserById, type UserRow, userJson } from "../users.ts";

/** POST /invite (admin): an invited, unconfirmed account and a mail whose link confirms it. */
export const invite: AuthHandler = async (req, res, url, auth) => {
  await requireAdmin(req, auth);
  const body = await readJsonBody(req);
  const email = validateEmail(body.email);
  const existing = await findUserByEmail(auth.pool, email);
  if (existing?.email_confirmed_at) throw unprocessable("email_exists", EMAIL_EXISTS);
  const redirectTo = requestReferrer(req, url, auth.settings);
  const invited = await inTransaction(auth.pool, async (db) => {
    const user =
      existing ??
      (await createEmailAccount(db, {
        email,
        encryptedPassword: "",
        confirmed: false,
        invited: true,
        userMetadata: object(body.data),
      }));
    const otp = await issueEmailOtp(db, auth.settings, user, "invite", redirectTo);
    await deliverMail(auth, emailLinkMail(auth.settings, "invite", email, otp.actionLink, otp.otp));
    await audit(db, clientInfo(req), user, "user_invited", { user_email: email });
    return userJson(db, (await findUserById(db, user.id)) as UserRow);
  });
  sendAuthJson(res, 200, invited);
};
