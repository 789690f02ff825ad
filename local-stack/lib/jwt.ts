import { jwtVerify, SignJWT } from "jose";

export type Claims = Record<string, unknown> & { role?: string; sub?: string; exp?: number };

const encoder = new TextEncoder();

export async function signJwt(claims: Claims, secret: string): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .sign(encoder.encode(secret));
}

/** Verifies an HS256 token's signature and expiry; throws on any failure. */
export async function verifyJwt(token: string, secret: string): Promise<Claims> {
  const { payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ["HS256"] });
  return payload as Claims;
}
