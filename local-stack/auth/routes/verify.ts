import { inTransaction } from "../../lib/db.ts";
import { redirect } from "../../lib/http.ts";
import { audit } from "../audit-log.ts";
import type { AuthContext, AuthHandler } from "../auth-context.ts";
import { validateEmail } from "../email-address.ts";
import {
  confirmEmailChange,
  findUserByEmailChangeCode,
  findUserByEmailChangeHash,
  SINGLE_CONFIRMATION_ACCEPTED,
} from "../email-change.ts";
import {
  consumeEmailOtp,
  findUserByEmailOtp,
  findUserByTokenHash,
  isEmailLinkType,
  LINK_AUTH_METHOD,
  PKCE_PREFIX,
} from "../email-otp.ts";
import {
  API_VERSION,
  API_VERSION_HEADER,
  AuthError,
  badRequest,
  forbidden,
  sendAuthJson,
} from "../errors.ts";
import { issueAuthCode } from "../pkce.ts";
import { requestReferrer, withFragment, withQuery } from "../redirect-urls.ts";
import { type ClientInfo, clientInfo, readJsonBody, text } from "../request.ts";
import { issueSession, sessionFragment } from "../sessions.ts";
import { type Db, isBanned, type UserRow } from "../users.ts";

const VERIFY_TYPES = ["signup", "invite", "recovery", "magiclink", "email", "email_change"];

/**
 * Where GoTrue sends the browser when a secure e-mail change still waits for its other
 * confirmation: the message in the fragment (and in the query for PKCE), with `sb`.
 */
function pendingChangeRedirect(redirectTo: string, pkce: boolean) {
  const base = pkce ? withQuery(redirectTo, { message: SINGLE_CONFIRMATION_ACCEPTED }) : redirectTo;
  return withFragment(base, { message: SINGLE_CONFIRMATION_ACCEPTED, sb: "" });
}

/** An e-mail change link or code: "pending" while the other address has yet to confirm. */
async function verifyEmailChange(
  db: Db,
  auth: AuthContext,
  found: UserRow,
  hash: string,
  client: ClientInfo,
) {
  assertVerifiable(found);
  const outcome = await confirmEmailChange(db, auth.settings, found, hash);
  if (outcome !== "pending") await audit(db, client, outcome, "user_modified");
  return outcome;
}

function assertVerifiable(user: UserRow) {
  if (isBanned(user)) throw forbidden("user_banned", "User is banned");
}

/**
 * GET /verify, the link in a mail: spends the token and sends the browser to redirect_to with
 * the session in the fragment, or with `?code=` when the request started a PKCE flow.
 */
export const verifyLink: AuthHandler = async (req, res, url, auth) => {
  auth.limits.check("verify", req);
  const token = url.searchParams.get("token") ?? "";
  const type = url.searchParams.get("type") ?? "";
  const redirectTo = requestReferrer(req, url, auth.settings);
  if (!token) throw badRequest("validation_failed", "Verify requires a token or a token hash");
  if (!isEmailLinkType(type) && type !== "email_change")
    throw badRequest("validation_failed", "Unsupported verification type");
  const pkce = token.startsWith(PKCE_PREFIX);
  res.setHeader(API_VERSION_HEADER, API_VERSION);
  try {
    const target = await inTransaction(auth.pool, async (db) => {
      if (type === "email_change") {
        const found = await findUserByEmailChangeHash(db, auth.settings, token);
        const user = await verifyEmailChange(db, auth, found, token, clientInfo(req));
        if (user === "pending") return pendingChangeRedirect(redirectTo, pkce);
        if (pkce) return withQuery(redirectTo, { code: await issueAuthCode(db, user.id, type) });
        const session = await issueSession(db, auth.settings, user.id, "otp", clientInfo(req));
        return withFragment(redirectTo, sessionFragment(session, { type }));
      }
      const found = await findUserByTokenHash(db, auth.settings, type, token);
      assertVerifiable(found);
      const user = await consumeEmailOtp(db, found, type);
      await audit(
        db,
        clientInfo(req),
        user,
        type === "signup" || type === "invite" ? "user_signedup" : "login",
      );
      if (pkce)
        return withQuery(redirectTo, {
          code: await issueAuthCode(db, user.id, LINK_AUTH_METHOD[type]),
        });
      const session = await issueSession(db, auth.settings, user.id, "otp", clientInfo(req));
      return withFragment(redirectTo, sessionFragment(session, { type }));
    });
    redirect(res, target, 303);
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    const params = {
      error: error.status === 403 ? "access_denied" : "server_error",
      error_code: error.code,
      error_description:
        error.code === "otp_expired" ? "Email link is invalid or has expired" : error.message,
    };
    const base = pkce ? withQuery(redirectTo, params) : redirectTo;
    redirect(res, withFragment(base, params), 303);
  }
};

/** POST /verify with {type, email, token} (the mailed code) or {type, token_hash}: a session. */
export const verifyCode: AuthHandler = async (req, res, _url, auth) => {
  auth.limits.check("verify", req);
  const body = await readJsonBody(req);
  const type = text(body, "type");
  const tokenHash = text(body, "token_hash");
  const code = text(body, "token").replace(/-/g, "");
  if (!type) throw badRequest("validation_failed", "Verify requires a verification type");
  if (!VERIFY_TYPES.includes(type))
    throw badRequest("validation_failed", "Unsupported verification type");
  if (!tokenHash && !code)
    throw badRequest("validation_failed", "Verify requires a token or a token hash");
  if (text(body, "phone")) throw badRequest("phone_provider_disabled", "Phone logins are disabled");
  const client = clientInfo(req);
  const session = await inTransaction(auth.pool, async (db) => {
    if (type === "email_change") {
      const { user: found, hash } = tokenHash
        ? { user: await findUserByEmailChangeHash(db, auth.settings, tokenHash), hash: tokenHash }
        : await findUserByEmailChangeCode(db, auth.settings, validateEmail(body.email), code);
      const user = await verifyEmailChange(db, auth, found, hash, client);
      if (user === "pending") return { msg: SINGLE_CONFIRMATION_ACCEPTED, code: "200" };
      return issueSession(db, auth.settings, user.id, "otp", client);
    }
    const found = tokenHash
      ? await findUserByTokenHash(db, auth.settings, type, tokenHash)
      : await findUserByEmailOtp(db, auth.settings, type, validateEmail(body.email), code);
    assertVerifiable(found);
    const user = await consumeEmailOtp(db, found, type);
    await audit(
      db,
      client,
      user,
      type === "signup" || type === "invite" ? "user_signedup" : "login",
    );
    return issueSession(db, auth.settings, user.id, "otp", client);
  });
  sendAuthJson(res, 200, session);
};
