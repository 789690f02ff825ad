import { randomBytes } from "node:crypto";
import { inTransaction } from "../../lib/db.ts";
import { redirect } from "../../lib/http.ts";
import type { AuthHandler } from "../auth-context.ts";
import { API_VERSION, API_VERSION_HEADER, AuthError, badRequest } from "../errors.ts";
import { signInWithProviderProfile } from "../oauth-accounts.ts";
import { OAUTH_PROVIDERS } from "../oauth-providers.ts";
import { readOAuthState, signOAuthState } from "../oauth-state.ts";
import { createFlowState, pkceChallenge } from "../pkce.ts";
import { requestReferrer, safeRedirect, withFragment, withQuery } from "../redirect-urls.ts";
import { clientInfo } from "../request.ts";
import { issueSession, sessionFragment } from "../sessions.ts";

export const localIdpPath = "/_local/idp";

/** GET /authorize?provider=…: starts the flow and sends the browser to the local test provider. */
export const authorize: AuthHandler = async (req, res, url, auth) => {
  const { settings } = auth;
  const provider = url.searchParams.get("provider") ?? "";
  if (!OAUTH_PROVIDERS.has(provider)) {
    throw badRequest(
      "validation_failed",
      `Unsupported provider: Provider ${provider} could not be found`,
    );
  }
  if (!settings.enabledProviders.includes(provider)) {
    throw badRequest("validation_failed", "Unsupported provider: provider is not enabled");
  }
  const pkce = pkceChallenge(
    url.searchParams.get("code_challenge"),
    url.searchParams.get("code_challenge_method"),
  );
  const referrer = requestReferrer(req, url, settings);
  const flow = pkce
    ? await createFlowState(auth.pool, {
        pkce,
        providerType: provider,
        authenticationMethod: "oauth",
      })
    : undefined;
  const state = await signOAuthState({ provider, referrer, flowStateId: flow?.id ?? "" }, settings);
  const idp = new URL(`${settings.externalUrl}${localIdpPath}`);
  idp.searchParams.set("client_id", "local-stack");
  idp.searchParams.set("redirect_uri", `${settings.externalUrl}/callback`);
  idp.searchParams.set("response_type", "code");
  idp.searchParams.set("scope", url.searchParams.get("scopes") || "email profile openid");
  idp.searchParams.set("state", state);
  res.setHeader(API_VERSION_HEADER, API_VERSION);
  redirect(res, idp.toString(), 302);
};

/**
 * GET /callback?code=…&state=…: the provider's answer. Signs the account in and returns to the
 * app with `?code=` (PKCE, kept in auth.flow_state) or the session in the fragment.
 */
export const callback: AuthHandler = async (req, res, url, auth) => {
  const { settings } = auth;
  const state = await readOAuthState(url.searchParams.get("state"), settings);
  const referrer = safeRedirect(state.referrer, settings);
  const pkce = state.flowStateId !== "";
  const fail = (params: Record<string, string>) => {
    const base = pkce ? withQuery(referrer, params) : referrer;
    redirect(res, withFragment(base, params), 302);
  };
  res.setHeader(API_VERSION_HEADER, API_VERSION);

  const providerError = url.searchParams.get("error");
  if (providerError) {
    return fail({
      error: providerError,
      error_description: url.searchParams.get("error_description") ?? "",
    });
  }
  const profile = auth.idpCodes.redeem(url.searchParams.get("code") ?? "");
  if (!profile || profile.provider !== state.provider) {
    return fail({
      error: "invalid_request",
      error_code: "bad_oauth_callback",
      error_description: "OAuth callback with invalid code",
    });
  }
  const providerToken = randomBytes(24).toString("base64url");
  const client = clientInfo(req);
  try {
    const target = await inTransaction(auth.pool, async (db) => {
      const user = await signInWithProviderProfile(
        db,
        profile,
        `${settings.externalUrl}${localIdpPath}`,
        client,
      );
      if (pkce) {
        const { rows } = await db.query<{ auth_code: string }>(
          `update auth.flow_state set user_id = $2, provider_access_token = $3, auth_code_issued_at = now(), updated_at = now()
            where id = $1 returning auth_code`,
          [state.flowStateId, user.id, providerToken],
        );
        if (!rows[0]) throw new AuthError(422, "flow_state_not_found", "Flow state not found");
        return withQuery(referrer, { code: rows[0].auth_code });
      }
      const session = await issueSession(db, settings, user.id, "oauth", client, profile.provider);
      return withFragment(referrer, sessionFragment(session, { provider_token: providerToken }));
    });
    redirect(res, target, 302);
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    fail({ error: "server_error", error_code: error.code, error_description: error.message });
  }
};
