import { inTransaction } from "../../lib/db.ts";
import { changeEmail, changePassword, mergeMetadataColumn } from "../account-updates.ts";
import { audit } from "../audit-log.ts";
import type { AuthHandler } from "../auth-context.ts";
import { isAdminClaims, requireUser } from "../bearer.ts";
import { badRequest, forbidden, sendAuthJson } from "../errors.ts";
import { clientInfo, object, readJsonBody, text } from "../request.ts";
import { findUserById, type UserRow, userJson } from "../users.ts";

/** GET /user */
export const getUser: AuthHandler = async (req, res, _url, auth) => {
  const { user } = await requireUser(req, auth);
  sendAuthJson(res, 200, await userJson(auth.pool, user));
};

/** PUT /user: email, password, data (merged into user_metadata); app_metadata only for admins. */
export const updateUser: AuthHandler = async (req, res, _url, auth) => {
  const body = await readJsonBody(req);
  const caller = await requireUser(req, auth);
  if (body.app_metadata !== undefined && !isAdminClaims(caller.claims)) {
    throw forbidden("not_admin", "Updating app_metadata requires admin privileges");
  }
  if (text(body, "phone")) throw badRequest("phone_provider_disabled", "Phone logins are disabled");
  const client = clientInfo(req);
  const updated = await inTransaction(auth.pool, async (db) => {
    const user = (await findUserById(db, caller.user.id, true)) as UserRow;
    const data = object(body.data);
    if (data) await mergeMetadataColumn(db, user.id, "raw_user_meta_data", data);
    const appMetadata = object(body.app_metadata);
    if (appMetadata) await mergeMetadataColumn(db, user.id, "raw_app_meta_data", appMetadata);
    if (typeof body.email === "string" && body.email !== "") {
      await changeEmail(db, user, body.email, auth.settings.mailerAutoconfirm);
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
