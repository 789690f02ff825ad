import type { IncomingMessage } from "node:http";
import { inTransaction } from "../../lib/db.ts";
import { audit } from "../audit-log.ts";
import type { AuthSettings } from "../auth-config.ts";
import type { AuthContext, AuthHandler } from "../auth-context.ts";
import {
  AuthError,
  badRequest,
  INVALID_CREDENTIALS,
  sendAuthJson,
  unprocessable,
} from "../errors.ts";
import { checkPasswordStrength, verifyPassword } from "../passwords.ts";
import { redeemAuthCode } from "../pkce.ts";
import { missingRefreshToken, refreshGrant } from "../refresh-grant.ts";
import { type Body, clientInfo, readJsonBody, text } from "../request.ts";
import { issueSession } from "../sessions.ts";
import { findUserByEmail, findUserById, isBanned } from "../users.ts";

const GRANT_TYPES = ["password", "refresh_token", "pkce"];

/** POST /token?grant_type=password|refresh_token|pkce */
export const token: AuthHandler = async (req, res, url, auth) => {
  const grantType = url.searchParams.get("grant_type");
  if (!GRANT_TYPES.includes(grantType ?? "")) {
    throw badRequest("validation_failed", `unsupported_grant_type: ${grantType ?? ""}`);
  }
  // Every grant draws on token_refresh, before its body is read (GoTrue's Token handler).
  auth.limits.check("token", req);
  const body = await readJsonBody(req);
  if (grantType === "password") return sendAuthJson(res, 200, await passwordGrant(req, body, auth));
  if (grantType === "refresh_token") {
    const refreshToken = text(body, "refresh_token");
    if (!refreshToken) throw missingRefreshToken();
    return sendAuthJson(res, 200, await refreshGrant(auth, refreshToken, clientInfo(req)));
  }
  return sendAuthJson(res, 200, await pkceGrant(req, body, auth));
};

async function passwordGrant(req: IncomingMessage, body: Body, auth: AuthContext) {
  const email = text(body, "email").trim();
  const phone = text(body, "phone");
  const password = text(body, "password");
  if (email && phone) {
    throw unprocessable(
      "validation_failed",
      "Only an email address or phone number should be provided on login.",
    );
  }
  if (phone) throw badRequest("phone_provider_disabled", "Phone logins are disabled");
  if (!email) throw badRequest("validation_failed", "missing email or phone");
  const user = await findUserByEmail(auth.pool, email);
  if (!user || !(await verifyPassword(password, user.encrypted_password))) {
    throw badRequest("invalid_credentials", INVALID_CREDENTIALS);
  }
  if (isBanned(user)) throw badRequest("user_banned", "User is banned");
  if (!user.email_confirmed_at) throw badRequest("email_not_confirmed", "Email not confirmed");
  const client = clientInfo(req);
  const session = await inTransaction(auth.pool, async (db) => {
    await audit(db, client, user, "login", { provider: "email" });
    return issueSession(db, auth.settings, user.id, "password", client, "email");
  });
  const weak = weakPasswordNotice(password, auth.settings);
  return weak ? { ...session, weak_password: weak } : session;
}

/** Sign-in still succeeds with a password the current rules reject; GoTrue says so beside the session. */
function weakPasswordNotice(password: string, settings: AuthSettings) {
  try {
    checkPasswordStrength(password, settings);
    return undefined;
  } catch (error) {
    if (!(error instanceof AuthError) || error.code !== "weak_password") return undefined;
    return { ...(error.extra.weak_password as object), message: error.message };
  }
}

async function pkceGrant(req: IncomingMessage, body: Body, auth: AuthContext) {
  const authCode = text(body, "auth_code");
  const verifier = text(body, "code_verifier");
  if (!authCode || !verifier) {
    throw badRequest(
      "validation_failed",
      "invalid request: both auth code and code verifier should be non-empty",
    );
  }
  const client = clientInfo(req);
  return inTransaction(auth.pool, async (db) => {
    const flow = await redeemAuthCode(db, auth.settings, authCode, verifier);
    const user = await findUserById(db, flow.user_id as string);
    if (!user) throw badRequest("user_not_found", "User from flow state does not exist");
    if (isBanned(user)) throw new AuthError(403, "user_banned", "User is banned");
    await audit(db, client, user, "login", { provider_type: flow.provider_type });
    const isOAuth = flow.authentication_method === "oauth";
    const session = await issueSession(
      db,
      auth.settings,
      user.id,
      flow.authentication_method,
      client,
      isOAuth ? flow.provider_type : undefined,
    );
    return {
      ...session,
      ...(flow.provider_access_token ? { provider_token: flow.provider_access_token } : {}),
      ...(flow.provider_refresh_token
        ? { provider_refresh_token: flow.provider_refresh_token }
        : {}),
    };
  });
}
