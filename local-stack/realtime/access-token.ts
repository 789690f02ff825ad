import { errors } from "jose";
import { type Claims, verifyJwt } from "../lib/jwt.ts";

export type TokenCheck =
  | { ok: true; claims: Claims & { role: string; exp: number } }
  | { ok: false; code: string; message: string };

/**
 * Checks a channel's access token as Realtime's `confirm_token` does: a valid HS256 signature, an
 * `exp` in the future, and both `role` and `exp` present. The codes and messages are Realtime's.
 */
export async function checkAccessToken(token: string, secret: string): Promise<TokenCheck> {
  let claims: Claims;
  try {
    claims = await verifyJwt(token.replace(/\s/g, ""), secret);
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      const exp = Number(error.payload.exp);
      const ago = Math.max(0, Math.floor(Date.now() / 1000) - exp);
      return {
        ok: false,
        code: "InvalidJWTToken",
        message: `Token has expired ${ago} seconds ago`,
      };
    }
    if (error instanceof errors.JWSSignatureVerificationFailed) {
      return { ok: false, code: "JwtSignatureError", message: "Failed to validate JWT signature" };
    }
    return { ok: false, code: "InvalidJWTToken", message: "Token claims must be a map" };
  }
  if (typeof claims.role !== "string" || typeof claims.exp !== "number") {
    return {
      ok: false,
      code: "InvalidJWTToken",
      message: "Fields `role` and `exp` are required in JWT",
    };
  }
  return { ok: true, claims: claims as Claims & { role: string; exp: number } };
}

/** Milliseconds until the token's `exp`, capped so timers stay within setTimeout's range. */
export function msUntilExpiry(exp: number) {
  return Math.min(Math.max(0, exp * 1000 - Date.now()), 5 * 60 * 1000);
}
