import { inTransaction } from "../../lib/db.ts";
import { changePassword, mergeMetadataColumn } from "../account-updates.ts";
import { audit } from "../audit-log.ts";
import type { AuthHandler } from "../auth-context.ts";
import { isAdminClaims, requireUser } from "../bearer.ts";
import { validateEmail } from "../email-address.ts";
import { requestEmailChange } from "../email-change.ts";
import { badRequest, forbidden, sendAuthJson } from "../errors.ts";
import { checkPasswordStrength } from "../passwords.ts";
import { pkceChallenge } from "../pkce.ts";
import { requestReferrer } from "../redirect-urls.ts";
import { clientInfo, object, readJsonBody, text } from "../request.ts";
import { findUserById, type UserRow, userJson } from "../users.ts";

/** GET /user */
export const getUser: AuthHandler = async (req, res, _url, auth) => {
  const { user } = await requireUser(req, auth);
  sendAuthJson(res, 200, await userJson(auth.pool, user));
};

/**
 * PUT /user: data (merged into user_metadata), password, a new e-mail (confirmed by mail, see
 * email-change.ts); app_metadata only for admins.
 */
export const updateUser: AuthHandler = async (req, res, url, auth) => {
  const caller = await requireUser(req, auth);
  auth.limits.check("user", req);
  const body = await readJsonBody(req);
  if (body.app_metadata !== undefined && !isAdminClaims(caller.claims)) {
    throw forbidden("not_admin", "Updating app_metadata requires admin privileges");
  }
  if (text(body, "phone")) throw badRequest("phone_provider_disabled", "Phone logins are disabled");
  // Checked before anything is written or mailed, as GoTrue's validateUserUpdateParams does.
  if (typeof body.email === "string" && body.email !== "") validateEmail(body.email);
  if (typeof body.password === "string") checkPasswordStrength(body.password, auth.settings);
  const client = clientInfo(req);
  const updated = await inTransaction(auth.pool, async (db) => {
    const user = (await findUserById(db, caller.user.id, true)) as UserRow;
    const data = object(body.data);
    if (data) await mergeMetadataColumn(db, user.id, "raw_user_meta_data", data);
    const appMetadata = object(body.app_metadata);
    if (appMetadata) await mergeMetadataColumn(db, user.id, "raw_app_meta_data", appMetadata);
    if (typeof body.email === "string" && body.email !== "") {
      const pkce = pkceChallenge(body.code_challenge, body.code_challenge_method);
      await requestEmailChange(
        db,
        auth,
        user,
        body.email,
        requestReferrer(req, url, auth.settings),
        pkce,
      );
    }
    if (typeof body.password === "string") {
      await changePassword(db, auth.settings, user, body.password, { rejectSame: true });
      // A new password signs out every other session, as GoTrue's UpdatePassword does.
      if (caller.sessionId) {
        await db.query("delete from auth.sessions where user_id = $1 and id <> $2", [
          user.id,
          caller.sessionId,
        ]);
      } else {
        await db.query("delete from auth.sessions where user_id = $1", [user.id]);
      }
      await audit(db, client, user, "user_updated_password");
    }
    await audit(db, client, user, "user_modified");
    return userJson(db, (await findUserById(db, user.id)) as UserRow);
  });
  sendAuthJson(res, 200, updated);
};
