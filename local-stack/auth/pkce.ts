import { createHash, randomUUID } from "node:crypto";
import type { AuthSettings } from "./auth-config.ts";
import { badRequest, notFound, unprocessable } from "./errors.ts";
import type { Db } from "./users.ts";

export interface PkceChallenge {
  challenge: string;
  method: "s256" | "plain";
}

/** GoTrue's validatePKCEParams: both or neither, 43–128 characters, s256 or plain. */
export function pkceChallenge(challenge: unknown, method: unknown): PkceChallenge | undefined {
  const value = typeof challenge === "string" ? challenge : "";
  const kind = typeof method === "string" ? method.toLowerCase() : "";
  if (value === "" && kind === "") return undefined;
  if (value === "" || kind === "") {
    throw badRequest(
      "validation_failed",
      "PKCE flow requires code_challenge_method and code_challenge",
    );
  }
  if (value.length < 43 || value.length > 128) {
    throw badRequest("validation_failed", "code challenge has to be between 43 and 128 characters");
  }
  if (kind !== "s256" && kind !== "plain") {
    throw badRequest("validation_failed", `code challenge method ${kind} not supported`);
  }
  return { challenge: value, method: kind };
}

export interface FlowStateRow {
  id: string;
  user_id: string | null;
  auth_code: string;
  code_challenge_method: "s256" | "plain";
  code_challenge: string;
  provider_type: string;
  provider_access_token: string | null;
  provider_refresh_token: string | null;
  created_at: Date;
  authentication_method: string;
  auth_code_issued_at: Date | null;
}

export async function createFlowState(
  db: Db,
  flow: {
    pkce: PkceChallenge;
    providerType: string;
    authenticationMethod: string;
    userId?: string;
  },
): Promise<FlowStateRow> {
  const { rows } = await db.query<FlowStateRow>(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge,
       provider_type, created_at, updated_at, authentication_method)
     values ($1, $2, $3, $4, $5, $6, now(), now(), $7)
     returning *`,
    [
      randomUUID(),
      flow.userId ?? null,
      randomUUID(),
      flow.pkce.method,
      flow.pkce.challenge,
      flow.providerType,
      flow.authenticationMethod,
    ],
  );
  return rows[0] as FlowStateRow;
}

/** Hands out the auth code of the user's latest flow for an email link (GoTrue's issueAuthCode). */
export async function issueAuthCode(
  db: Db,
  userId: string,
  authenticationMethod: string,
): Promise<string> {
  const { rows } = await db.query<{ auth_code: string }>(
    `update auth.flow_state set auth_code_issued_at = now(), updated_at = now()
      where id = (select id from auth.flow_state
                   where user_id = $1 and authentication_method = $2
                   order by created_at desc limit 1)
      returning auth_code`,
    [userId, authenticationMethod],
  );
  if (!rows[0]) throw badRequest("flow_state_not_found", "No associated flow state found");
  return rows[0].auth_code;
}

function challengeOf(verifier: string, method: string) {
  return method === "s256" ? createHash("sha256").update(verifier).digest("base64url") : verifier;
}

/** Redeems an auth code once: the flow must exist, be fresh and match the verifier. */
export async function redeemAuthCode(
  db: Db,
  settings: AuthSettings,
  authCode: string,
  verifier: string,
): Promise<FlowStateRow> {
  const { rows } = await db.query<FlowStateRow>(
    "select * from auth.flow_state where auth_code = $1 for update",
    [authCode],
  );
  const flow = rows[0];
  if (!flow?.user_id) {
    throw notFound("flow_state_not_found", "invalid flow state, no valid flow state found");
  }
  const issuedAt = flow.auth_code_issued_at ?? flow.created_at;
  if (Date.now() > issuedAt.getTime() + settings.flowStateExpirySeconds * 1000) {
    throw unprocessable("flow_state_expired", "invalid flow state, flow state has expired");
  }
  if (challengeOf(verifier, flow.code_challenge_method) !== flow.code_challenge) {
    throw badRequest(
      "bad_code_verifier",
      "code challenge does not match previously saved code verifier",
    );
  }
  await db.query("delete from auth.flow_state where id = $1", [flow.id]);
  return flow;
}
