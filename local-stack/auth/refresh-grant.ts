import { inTransaction } from "../lib/db.ts";
import { audit } from "./audit-log.ts";
import type { AuthContext } from "./auth-context.ts";
import { AuthError, badRequest } from "./errors.ts";
import type { ClientInfo } from "./request.ts";
import { insertRefreshToken, type SessionResponse, sessionResponse } from "./sessions.ts";
import { findUserById, isBanned } from "./users.ts";

interface RefreshTokenRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  updated_at: Date;
  parent: string | null;
  session_id: string | null;
}

const alreadyUsed = () =>
  badRequest("refresh_token_already_used", "Invalid Refresh Token: Already Used");

/**
 * GoTrue's refresh_token grant with rotation: the token is revoked and a child issued. A
 * revoked token whose child is the session's active token returns that token again (a client
 * that lost the answer); other reuse inside the reuse interval rotates once more; later reuse
 * revokes the whole session's token family.
 */
export async function refreshGrant(auth: AuthContext, refreshToken: string, client: ClientInfo) {
  const { settings } = auth;
  const outcome = await inTransaction(
    auth.pool,
    async (db): Promise<SessionResponse | "reused"> => {
      const { rows } = await db.query<RefreshTokenRow>(
        "select * from auth.refresh_tokens where token = $1 for update",
        [refreshToken],
      );
      const token = rows[0];
      if (!token?.session_id) {
        throw badRequest(
          "refresh_token_not_found",
          "Invalid Refresh Token: Refresh Token Not Found",
        );
      }
      const { rows: sessions } = await db.query<{ id: string; not_after: Date | null }>(
        "select id, not_after from auth.sessions where id = $1 for update",
        [token.session_id],
      );
      const session = sessions[0];
      if (!session)
        throw badRequest(
          "refresh_token_not_found",
          "Invalid Refresh Token: Refresh Token Not Found",
        );
      const user = await findUserById(db, token.user_id);
      if (!user)
        throw badRequest(
          "refresh_token_not_found",
          "Invalid Refresh Token: Refresh Token Not Found",
        );
      if (isBanned(user)) throw badRequest("user_banned", "Invalid Refresh Token: User Banned");
      if (session.not_after && session.not_after.getTime() < Date.now()) {
        throw badRequest("session_expired", "Invalid Refresh Token: Session Expired");
      }

      let issued: string | undefined;
      if (token.revoked) {
        const { rows: active } = await db.query<RefreshTokenRow>(
          "select * from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1",
          [session.id],
        );
        if (active[0] && active[0].parent === token.token) {
          issued = active[0].token;
        } else if (
          Date.now() >
          token.updated_at.getTime() + settings.refreshTokenReuseSeconds * 1000
        ) {
          if (settings.refreshTokenRotation) {
            await db.query(
              "update auth.refresh_tokens set revoked = true, updated_at = now() where session_id = $1 and revoked = false",
              [session.id],
            );
          }
          return "reused";
        }
      }
      if (!issued) {
        await db.query(
          "update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1",
          [token.id],
        );
        issued = await insertRefreshToken(db, user.id, session.id, token.token);
      }
      await db.query(
        `update auth.sessions set refreshed_at = now() at time zone 'utc', updated_at = now(), user_agent = $2, ip = $3
        where id = $1`,
        [session.id, client.userAgent, client.ip],
      );
      await audit(db, client, user, "token_refreshed");
      return sessionResponse(db, settings, user, session.id, issued);
    },
  );
  // The family's revocation is committed before the error goes out, as GoTrue does.
  if (outcome === "reused") throw alreadyUsed();
  return outcome;
}

export const missingRefreshToken = () =>
  new AuthError(400, "validation_failed", "refresh_token required");
