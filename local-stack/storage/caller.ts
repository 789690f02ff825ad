import type { IncomingMessage } from "node:http";
import { bearerToken } from "../lib/http.ts";
import { type Claims, verifyJwt } from "../lib/jwt.ts";
import { errors } from "./errors.ts";

/** Who is asking: the verified claims of the request's Bearer JWT, and the token itself. */
export interface Caller {
  claims: Claims;
  token: string;
}

const API_ROLES = ["anon", "authenticated", "service_role"];

/** Verifies the Bearer JWT as Storage does on every non-public route; failures are AccessDenied. */
export async function authenticate(req: IncomingMessage, secret: string): Promise<Caller> {
  const token = bearerToken(req);
  if (!token) throw errors.accessDenied("headers must have required property 'authorization'");
  let claims: Claims;
  try {
    claims = await verifyJwt(token, secret);
  } catch (error) {
    throw errors.accessDenied(jwtFailure(error));
  }
  if (!API_ROLES.includes(claims.role ?? "")) {
    throw errors.accessDenied(`role ${String(claims.role)} is not allowed`);
  }
  return { claims, token };
}

/** The familiar `jsonwebtoken` wording Storage's errors carry, for jose's failures. */
export function jwtFailure(error: unknown): string {
  switch ((error as { code?: string }).code) {
    case "ERR_JWT_EXPIRED":
      return "jwt expired";
    case "ERR_JWS_SIGNATURE_VERIFICATION_FAILED":
      return "invalid signature";
    case "ERR_JWS_INVALID":
    case "ERR_JWT_INVALID":
      return "jwt malformed";
    default:
      return (error as Error).message ?? "invalid token";
  }
}
