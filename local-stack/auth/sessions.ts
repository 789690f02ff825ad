import { randomUUID } from "node:crypto";
import type { AuthSettings } from "./auth-config.ts";
import type { ClientInfo } from "./request.ts";
import { type AmrEntry, accessTokenClaims, newRefreshToken, signAccessToken } from "./tokens.ts";
import {
  type Db,
  findUserById,
  INSTANCE_ID,
  touchLastSignIn,
  type UserRow,
  userJson,
} from "./users.ts";

export interface SessionRow {
  id: string;
  user_id: string;
  not_after: Date | null;
}

export async function findSession(db: Db, id: string): Promise<SessionRow | undefined> {
  const { rows } = await db.query<SessionRow>(
    "select id, user_id, not_after from auth.sessions where id = $1",
    [id],
  );
  return rows[0];
}

async function amrOf(db: Db, sessionId: string): Promise<AmrEntry[]> {
  const { rows } = await db.query<{ authentication_method: string; updated_at: Date }>(
    "select authentication_method, updated_at from auth.mfa_amr_claims where session_id = $1 order by updated_at desc",
    [sessionId],
  );
  return rows.map((r) => ({
    method: r.authentication_method,
    timestamp: Math.floor(r.updated_at.getTime() / 1000),
  }));
}

export async function insertRefreshToken(
  db: Db,
  userId: string,
  sessionId: string,
  parent: string | null,
) {
  const token = newRefreshToken();
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, $3, false, now(), now(), $4, $5)`,
    [INSTANCE_ID, token, userId, parent, sessionId],
  );
  return token;
}

/** The token response of §2.1 for a session, signed with the user's current data. */
export async function sessionResponse(
  db: Db,
  settings: AuthSettings,
  user: UserRow,
  sessionId: string,
  refreshToken: string,
  extra: Record<string, string> = {},
) {
  const claims = accessTokenClaims(user, sessionId, await amrOf(db, sessionId), settings);
  const { token, expiresAt } = await signAccessToken(claims, settings);
  return {
    access_token: token,
    token_type: "bearer",
    expires_in: settings.jwtExpiry,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: await userJson(db, user),
    ...extra,
  };
}

export type SessionResponse = Awaited<ReturnType<typeof sessionResponse>>;

/**
 * Starts a session as GoTrue's issueRefreshToken does: a sessions row, the sign-in method for
 * the amr claim, a first refresh token and the user's last_sign_in_at.
 */
export async function issueSession(
  db: Db,
  settings: AuthSettings,
  userId: string,
  method: string,
  client: ClientInfo,
  provider?: string,
): Promise<SessionResponse> {
  const sessionId = randomUUID();
  await db.query(
    `insert into auth.sessions (id, user_id, created_at, updated_at, aal, user_agent, ip)
     values ($1, $2, now(), now(), 'aal1', $3, $4)`,
    [sessionId, userId, client.userAgent, client.ip],
  );
  await db.query(
    `insert into auth.mfa_amr_claims (session_id, created_at, updated_at, authentication_method, id)
     values ($1, now(), now(), $2, $3)`,
    [sessionId, method, randomUUID()],
  );
  const refreshToken = await insertRefreshToken(db, userId, sessionId, null);
  await touchLastSignIn(db, userId, provider);
  const user = (await findUserById(db, userId)) as UserRow;
  return sessionResponse(db, settings, user, sessionId, refreshToken);
}

/** The implicit flow's hand-over in a redirect fragment, keys sorted as Go's url.Values encodes them. */
export function sessionFragment(session: SessionResponse, extra: Record<string, string> = {}) {
  const params: Record<string, string> = {
    access_token: session.access_token,
    expires_at: String(session.expires_at),
    expires_in: String(session.expires_in),
    refresh_token: session.refresh_token,
    token_type: "bearer",
    ...extra,
  };
  return Object.fromEntries(Object.entries(params).sort(([a], [b]) => a.localeCompare(b)));
}

export type LogoutScope = "global" | "local" | "others";

export async function logout(
  db: Db,
  userId: string,
  sessionId: string | undefined,
  scope: LogoutScope,
) {
  if (scope === "local" && sessionId) {
    await db.query("delete from auth.sessions where id = $1", [sessionId]);
  } else if (scope === "others" && sessionId) {
    await db.query("delete from auth.sessions where user_id = $1 and id <> $2", [
      userId,
      sessionId,
    ]);
  } else if (scope !== "others") {
    await db.query("delete from auth.sessions where user_id = $1", [userId]);
  }
}
