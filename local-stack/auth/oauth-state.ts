import { signJwt, verifyJwt } from "../lib/jwt.ts";
import type { AuthSettings } from "./auth-config.ts";
import { badRequest } from "./errors.ts";
import { INSTANCE_ID } from "./users.ts";

/** GoTrue's OAuth `state`: a short-lived HS256 JWT carrying where the flow started. */
export interface OAuthState {
  provider: string;
  referrer: string;
  flowStateId: string;
}

const STATE_LIFETIME_SECONDS = 5 * 60;

export function signOAuthState(state: OAuthState, settings: AuthSettings) {
  return signJwt(
    {
      exp: Math.floor(Date.now() / 1000) + STATE_LIFETIME_SECONDS,
      site_url: settings.siteUrl,
      id: INSTANCE_ID,
      provider: state.provider,
      referrer: state.referrer,
      flow_state_id: state.flowStateId,
    },
    settings.jwtSecret,
  );
}

export async function readOAuthState(
  token: string | null,
  settings: AuthSettings,
): Promise<OAuthState> {
  try {
    const claims = await verifyJwt(token ?? "", settings.jwtSecret);
    if (typeof claims.provider !== "string" || claims.provider === "")
      throw new Error("no provider");
    return {
      provider: claims.provider,
      referrer: typeof claims.referrer === "string" ? claims.referrer : settings.siteUrl,
      flowStateId: typeof claims.flow_state_id === "string" ? claims.flow_state_id : "",
    };
  } catch {
    throw badRequest("bad_oauth_state", "OAuth callback with invalid state");
  }
}
