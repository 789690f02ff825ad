import { randomInt } from "node:crypto";
import { type Claims, signJwt } from "../lib/jwt.ts";
import type { AuthSettings } from "./auth-config.ts";
import type { UserRow } from "./users.ts";

export interface AmrEntry {
  method: string;
  timestamp: number;
}

/** The claims of GoTrue's access token, in its order (tokens/service.go). */
export function accessTokenClaims(
  user: UserRow,
  sessionId: string,
  amr: AmrEntry[],
  settings: AuthSettings,
  issuedAt = Math.floor(Date.now() / 1000),
): Claims {
  return {
    iss: settings.issuer,
    sub: user.id,
    aud: user.aud || "authenticated",
    exp: issuedAt + settings.jwtExpiry,
    iat: issuedAt,
    email: user.email ?? "",
    phone: user.phone ?? "",
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    role: user.role || "authenticated",
    aal: "aal1",
    amr,
    session_id: sessionId,
    is_anonymous: user.is_anonymous,
  };
}

export async function signAccessToken(claims: Claims, settings: AuthSettings) {
  return { token: await signJwt(claims, settings.jwtSecret), expiresAt: claims.exp as number };
}

const ALPHANUMERIC = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";

export function randomString(length: number, alphabet = ALPHANUMERIC) {
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

/** GoTrue's refresh tokens are 12 random alphanumerics. */
export const newRefreshToken = () => randomString(12);
