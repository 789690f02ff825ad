import type { IncomingMessage } from "node:http";
import type { Service, StackContext } from "../lib/context.ts";
import { loadAuthSettings } from "./auth-config.ts";
import type { AuthContext } from "./auth-context.ts";
import { AuthError, sendAuthError } from "./errors.ts";
import { IdpCodes } from "./idp-codes.ts";
import { AuthRateLimits } from "./rate-limits.ts";
import { matchRoute } from "./router.ts";

/**
 * GoTrue's HTTP API at /auth/v1 over the auth schema, plus the local test identity provider
 * that answers for the OAuth providers enabled in supabase/config.toml.
 */
export function createAuthService(ctx: StackContext): Service {
  const settings = loadAuthSettings(ctx.config);
  const auth: AuthContext = {
    settings,
    pool: ctx.pool,
    mail: ctx.mail,
    log: ctx.log,
    idpCodes: new IdpCodes(),
    limits: new AuthRateLimits(settings.rateLimits),
  };

  return {
    async handle(req, res, path, url) {
      const method = req.method ?? "GET";
      nameClientAddress(req, settings.trustForwardedFor);
      try {
        const match = matchRoute(method, path);
        if (match === undefined) throw new AuthError(404, "not_found", "Not Found");
        if (match === "method_not_allowed")
          throw new AuthError(405, "method_not_allowed", "Method Not Allowed");
        await match.handler(req, res, url, auth, match.params);
      } catch (error) {
        const authError =
          error instanceof AuthError
            ? error
            : new AuthError(
                500,
                "unexpected_failure",
                "Unexpected failure, please check server logs for more information",
                {},
                (error as Error).stack ?? String(error),
              );
        if (authError.status >= 500)
          ctx.log(`${method} ${path}: ${authError.message} ${authError.internal ?? ""}`);
        if (res.headersSent) res.end();
        else sendAuthError(res, authError);
      }
    },
  };
}

/**
 * The client address every limit, session and audit entry uses, in the X-Forwarded-For that
 * GoTrue reads behind the hosted gateway: the address the connection came from, unless the
 * profile trusts what the caller says there.
 */
function nameClientAddress(req: IncomingMessage, trustForwardedFor: boolean) {
  if (trustForwardedFor && req.headers["x-forwarded-for"]) return;
  req.headers["x-forwarded-for"] = req.socket.remoteAddress ?? "";
}
