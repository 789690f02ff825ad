import { type Claims, signJwt, verifyJwt } from "../lib/jwt.ts";
import { jwtFailure } from "./caller.ts";
import { errors } from "./errors.ts";

/** Signs a token for `<bucket>/<name>`, valid `expiresIn` seconds; locally the JWT secret signs it. */
export function signObjectUrl(key: string, expiresIn: number, secret: string, extra: Claims = {}) {
  const now = Math.floor(Date.now() / 1000);
  return signJwt({ url: key, iat: now, exp: now + expiresIn, ...extra }, secret);
}

/** Checks a signed URL's token: signature, expiry, and that it was made for this very key. */
export async function verifyObjectUrl(
  token: string | null,
  key: string,
  secret: string,
): Promise<Claims> {
  if (!token) throw errors.invalidSignature("Missing token");
  let claims: Claims;
  try {
    claims = await verifyJwt(token, secret);
  } catch (error) {
    if (jwtFailure(error) === "jwt expired") throw errors.expiredToken();
    throw errors.invalidSignature(jwtFailure(error));
  }
  if (claims.url !== key) throw errors.invalidSignature();
  return claims;
}

export function parseExpiresIn(value: unknown): number {
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1) throw errors.invalidParameter("expiresIn");
  return seconds;
}
