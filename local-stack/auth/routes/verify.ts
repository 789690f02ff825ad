import { inTransaction } from "../../lib/db.ts";
import { redirect } from "../../lib/http.ts";
import { audit } from "../audit-log.ts";
import type { AuthHandler } from "../auth-context.ts";
import { validateEmail } from "../email-address.ts";
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
import { safeRedirect, withFragment, withQuery } from "../redirect-urls.ts";
import { clientInfo, readJsonBody, text } from "../request.ts";
import { issueSession, sessionFragment } from "../sessions.ts";
import { isBanned, type UserRow } from "../users.ts";

const VERIFY_TYPES = ["signup", "invite", "recovery", "magiclink", "email"];

function assertVerifiable(user: UserRow) {
  if (isBanned(user)) throw forbidden("user_banned", "User is banned");
}

/**
 * GET /verify, the link in a mail: spends the token and sends the browser to redirect_to with
 * the session in the fragment, or with `?code=` when the request started a PKCE flow.
 */
export const verifyLink: AuthHandler = async (req, res, url, auth) => {
  const token = url.searchParams.get("token") ?? "";
  const type = url.searchParams.get("type") ?? "";
  const redirectTo = safeRedirect(url.searchParams.get("redirect_to"), auth.settings);
  if (!token) throw badRequest("validation_failed", "Verify requires a token or a token hash");
  if (!isEmailLinkType(type))
    throw badRequest("validation_failed", "Unsupported verification type");
  const pkce = token.startsWith(PKCE_PREFIX);
  res.setHeader(API_VERSION_HEADER, API_VERSION);
  try {
    const target = await inTransaction(auth.pool, async (db) => {
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
