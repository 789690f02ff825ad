import { inTransaction } from "../../lib/db.ts";
import { changeEmail, changePassword, mergeMetadataColumn } from "../account-updates.ts";
import { createEmailAccount, EMAIL_EXISTS } from "../accounts.ts";
import { banUntil, metadataParam, pagination, paginationLink } from "../admin-params.ts";
import { audit } from "../audit-log.ts";
import type { AuthContext, AuthHandler } from "../auth-context.ts";
import { requireAdmin } from "../bearer.ts";
import { validateEmail } from "../email-address.ts";
import { badRequest, notFound, sendAuthJson, unprocessable, withDatabaseError } from "../errors.ts";
import { checkPasswordStrength, hashPassword } from "../passwords.ts";
import { type Body, clientInfo, readJsonBody, text } from "../request.ts";
import {
  type Db,
  findUserByEmail,
  findUserById,
  isUuid,
  type UserRow,
  userJson,
} from "../users.ts";

const userNotFound = () => notFound("user_not_found", "User not found");

async function passwordHashParam(body: Body, auth: AuthContext) {
  if (typeof body.password_hash === "string" && body.password_hash !== "") {
    if (!/^\$2[aby]\$\d\d\$/.test(body.password_hash)) {
      throw badRequest("validation_failed", "Invalid password hash format");
    }
    return body.password_hash;
  }
  if (typeof body.password === "string" && body.password !== "") {
    checkPasswordStrength(body.password, auth.settings);
    return hashPassword(body.password);
  }
  return "";
}

/** POST /admin/users */
export const createUser: AuthHandler = async (req, res, _url, auth) => {
  await requireAdmin(req, auth);
  const body = await readJsonBody(req);
  if (!text(body, "email")) {
    throw badRequest(
      "validation_failed",
      text(body, "phone")
        ? "Phone users are not supported"
        : "Cannot create a user without either an email or phone",
    );
  }
  const email = validateEmail(body.email);
  if (body.id !== undefined && !(typeof body.id === "string" && isUuid(body.id))) {
    throw badRequest("validation_failed", "id must be a UUID");
  }
  if (await findUserByEmail(auth.pool, email)) throw unprocessable("email_exists", EMAIL_EXISTS);
  const encryptedPassword = await passwordHashParam(body, auth);
  const user = await withDatabaseError("Database error creating new user", () =>
    inTransaction(auth.pool, async (db) => {
      const created = await createEmailAccount(db, {
        id: typeof body.id === "string" ? body.id : undefined,
        email,
        encryptedPassword,
        confirmed: body.email_confirm === true,
        userMetadata: metadataParam(body, "user_metadata"),
        appMetadata: metadataParam(body, "app_metadata"),
        role: text(body, "role") || undefined,
        bannedUntil: banUntil(body),
      });
      await audit(db, clientInfo(req), created, "user_signedup", { provider: "email" });
      return userJson(db, created);
    }),
  );
  sendAuthJson(res, 200, user);
};

/** GET /admin/users?page=&per_page=&filter= (newest first) */
export const listUsers: AuthHandler = async (req, res, url, auth) => {
  await requireAdmin(req, auth);
  const { page, perPage } = pagination(url);
  const filter = url.searchParams.get("filter") ?? "";
  const where =
    "where ($1 = '' or email ilike '%' || $1 || '%' or raw_user_meta_data->>'full_name' ilike '%' || $1 || '%')";
  const { rows: counted } = await auth.pool.query<{ count: string }>(
    `select count(*) from auth.users ${where}`,
    [filter],
  );
  const total = Number(counted[0]?.count ?? 0);
  const { rows } = await auth.pool.query<UserRow>(
    `select * from auth.users ${where} order by created_at desc, id limit $2 offset $3`,
    [filter, perPage, (page - 1) * perPage],
  );
  const users = [];
  for (const row of rows) users.push(await userJson(auth.pool, row));
  sendAuthJson(
    res,
    200,
    { users, aud: "authenticated" },
    {
      "X-Total-Count": String(total),
      Link: paginationLink(`${auth.settings.externalUrl}/admin/users`, page, perPage, total),
    },
  );
};

/** GET /admin/users/:id */
export const getUserById: AuthHandler = async (req, res, _url, auth, [id = ""]) => {
  await requireAdmin(req, auth);
  const user = await findUserById(auth.pool, id);
  if (!user) throw userNotFound();
  sendAuthJson(res, 200, await userJson(auth.pool, user));
};

/** PUT /admin/users/:id: the create fields; metadata is merged, a new password ends all sessions. */
export const updateUserById: AuthHandler = async (req, res, _url, auth, [id = ""]) => {
  await requireAdmin(req, auth);
  const body = await readJsonBody(req);
  const updated = await inTransaction(auth.pool, async (db) => {
    const user = await findUserById(db, id, true);
    if (!user) throw userNotFound();
    if (typeof body.email === "string" && body.email !== "")
      await changeEmail(db, user, body.email, true);
    if (typeof body.password === "string" && body.password !== "") {
      await changePassword(db, auth.settings, user, body.password, { rejectSame: false });
      await db.query("delete from auth.sessions where user_id = $1", [user.id]);
    }
    if (typeof body.password_hash === "string" && body.password_hash !== "") {
      await db.query(
        "update auth.users set encrypted_password = $2, updated_at = now() where id = $1",
        [user.id, await passwordHashParam({ password_hash: body.password_hash }, auth)],
      );
    }
    if (body.email_confirm === true) {
      await db.query(
        "update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() where id = $1",
        [user.id],
      );
    }
    const userMetadata = metadataParam(body, "user_metadata");
    if (userMetadata) await mergeMetadataColumn(db, user.id, "raw_user_meta_data", userMetadata);
    const appMetadata = metadataParam(body, "app_metadata");
    if (appMetadata) await mergeMetadataColumn(db, user.id, "raw_app_meta_data", appMetadata);
    if (text(body, "role")) {
      await db.query("update auth.users set role = $2, updated_at = now() where id = $1", [
        user.id,
        body.role,
      ]);
    }
    const banned = banUntil(body);
    if (banned !== undefined) {
      await db.query("update auth.users set banned_until = $2, updated_at = now() where id = $1", [
        user.id,
        banned,
      ]);
    }
    await audit(db, clientInfo(req), user, "user_modified");
    return userJson(db, (await findUserById(db, user.id)) as UserRow);
  });
  sendAuthJson(res, 200, updated);
};

/** DELETE /admin/users/:id {should_soft_delete}: removes the user (or obfuscates it) → `{}`. */
export const deleteUser: AuthHandler = async (req, res, _url, auth, [id = ""]) => {
  await requireAdmin(req, auth);
  const body = await readJsonBody(req);
  await withDatabaseError("Database error deleting user", () =>
    inTransaction(auth.pool, async (db) => {
      const user = await findUserById(db, id, true);
      if (!user) throw userNotFound();
      if (body.should_soft_delete === true) {
        await softDelete(db, user);
      } else {
        await db.query("delete from auth.users where id = $1", [user.id]);
      }
      await audit(db, clientInfo(req), user, "user_deleted");
    }),
  );
  sendAuthJson(res, 200, {});
};

/** GoTrue's soft delete: the row stays, without a usable address, password, identities' ids or sessions. */
async function softDelete(db: Db, user: UserRow) {
  await db.query(
    `update auth.users
        set email = case when email is null then null else 'deleted-' || md5(id::text || coalesce(email, '')) || '@deleted.invalid' end,
            phone = null, encrypted_password = '', confirmation_token = '', recovery_token = '',
            raw_user_meta_data = '{}', deleted_at = now(), updated_at = now()
      where id = $1`,
    [user.id],
  );
  await db.query(
    "update auth.identities set provider_id = md5(provider_id || id::text), identity_data = '{}' where user_id = $1",
    [user.id],
  );
  await db.query("delete from auth.sessions where user_id = $1", [user.id]);
}
