import { createHash, randomInt, randomUUID } from "node:crypto";
import type { AuthSettings } from "./auth-config.ts";
import { AuthError } from "./errors.ts";
import { createFlowState, type PkceChallenge } from "./pkce.ts";
import { type Db, findUserById, type UserRow } from "./users.ts";

export type EmailLinkType = "signup" | "invite" | "recovery" | "magiclink";

/** Where GoTrue keeps each link's token: the user column, its sent-at and the one-time-token kind. */
const STORAGE = {
  signup: {
    column: "confirmation_token",
    sentAt: "confirmation_sent_at",
    kind: "confirmation_token",
  },
  invite: {
    column: "confirmation_token",
    sentAt: "confirmation_sent_at",
    kind: "confirmation_token",
  },
  recovery: { column: "recovery_token", sentAt: "recovery_sent_at", kind: "recovery_token" },
  magiclink: { column: "recovery_token", sentAt: "recovery_sent_at", kind: "recovery_token" },
} as const;

/** The authentication method a PKCE flow started by each link records (models.AuthenticationMethod). */
export const LINK_AUTH_METHOD: Record<EmailLinkType, string> = {
  signup: "email/signup",
  invite: "invite",
  recovery: "recovery",
  magiclink: "magiclink",
};

export const PKCE_PREFIX = "pkce_";

/** GoTrue's token hash: hex SHA-224 of the address followed by the code. */
export function tokenHash(email: string, otp: string) {
  return createHash("sha224")
    .update(email + otp)
    .digest("hex");
}

export function isEmailLinkType(type: string): type is EmailLinkType {
  return type in STORAGE;
}

/** 429 when the previous mail of this kind went out less than max_frequency ago. */
export function assertSendAllowed(user: UserRow, type: EmailLinkType, settings: AuthSettings) {
  const sentAt = user[STORAGE[type].sentAt];
  const waitMs = sentAt
    ? sentAt.getTime() + settings.maxEmailFrequencySeconds * 1000 - Date.now()
    : 0;
  if (waitMs > 0) {
    throw new AuthError(
      429,
      "over_email_send_rate_limit",
      `For security purposes, you can only request this after ${Math.ceil(waitMs / 1000)} seconds.`,
    );
  }
}

export interface EmailOtp {
  otp: string;
  hashedToken: string;
  actionLink: string;
  redirectTo: string;
}

/**
 * Creates the code and link of an email: stores the hash on the user and in one_time_tokens,
 * and with a PKCE challenge starts a flow whose code the link will hand out instead of tokens.
 */
export async function issueEmailOtp(
  db: Db,
  settings: AuthSettings,
  user: UserRow,
  type: EmailLinkType,
  redirectTo: string,
  pkce?: PkceChallenge,
): Promise<EmailOtp> {
  const email = user.email ?? "";
  const otp = String(randomInt(10 ** settings.otpLength)).padStart(settings.otpLength, "0");
  const hashedToken = (pkce ? PKCE_PREFIX : "") + tokenHash(email, otp);
  const { column, sentAt, kind } = STORAGE[type];
  await db.query(
    `update auth.users set ${column} = $2, ${sentAt} = now(), updated_at = now() where id = $1`,
    [user.id, hashedToken],
  );
  await db.query(
    `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
     values ($1, $2, $3, $4, $5, now(), now())
     on conflict (user_id, token_type) do update
       set token_hash = excluded.token_hash, relates_to = excluded.relates_to, updated_at = now()`,
    [randomUUID(), user.id, kind, hashedToken, email],
  );
  if (pkce) {
    await createFlowState(db, {
      pkce,
      providerType: type === "recovery" ? "recovery" : "email",
      authenticationMethod: LINK_AUTH_METHOD[type],
      userId: user.id,
    });
  }
  const link = new URL(`${settings.externalUrl}/verify`);
  link.searchParams.set("token", hashedToken);
  link.searchParams.set("type", type);
  link.searchParams.set("redirect_to", redirectTo);
  return { otp, hashedToken, actionLink: link.toString(), redirectTo };
}

function columnsFor(type: string): Array<"confirmation_token" | "recovery_token"> {
  if (type === "email") return ["confirmation_token", "recovery_token"];
  return isEmailLinkType(type) ? [STORAGE[type].column] : [];
}

const otpExpired = () => new AuthError(403, "otp_expired", "Token has expired or is invalid");

function isFresh(
  user: UserRow,
  column: "confirmation_token" | "recovery_token",
  settings: AuthSettings,
) {
  const sentAt =
    column === "confirmation_token" ? user.confirmation_sent_at : user.recovery_sent_at;
  return sentAt !== null && Date.now() < sentAt.getTime() + settings.otpExpirySeconds * 1000;
}

/** The user whose stored hash matches (with or without the PKCE prefix) and is not expired. */
export async function findUserByTokenHash(
  db: Db,
  settings: AuthSettings,
  type: string,
  hash: string,
): Promise<UserRow> {
  if (hash === "") throw otpExpired();
  for (const column of columnsFor(type)) {
    const { rows } = await db.query<UserRow>(
      `select * from auth.users where ${column} in ($1, $2) and ${column} <> '' limit 1 for update`,
      [hash, PKCE_PREFIX + hash.replace(/^pkce_/, "")],
    );
    const user = rows[0];
    if (user && isFresh(user, column, settings)) return user;
  }
  throw otpExpired();
}

/** The user with this address whose stored hash matches the code they typed. */
export async function findUserByEmailOtp(
  db: Db,
  settings: AuthSettings,
  type: string,
  email: string,
  otp: string,
): Promise<UserRow> {
  const hash = tokenHash(email, otp);
  const { rows } = await db.query<UserRow>(
    "select * from auth.users where lower(email) = lower($1) and is_sso_user = false limit 1 for update",
    [email],
  );
  const user = rows[0];
  if (!user) throw otpExpired();
  for (const column of columnsFor(type)) {
    const stored = user[column] ?? "";
    if ((stored === hash || stored === PKCE_PREFIX + hash) && isFresh(user, column, settings))
      return user;
  }
  throw otpExpired();
}

/**
 * What a verified link or code does to the account: its token is spent and, having proved the
 * address, the email counts as confirmed.
 */
export async function consumeEmailOtp(db: Db, user: UserRow, type: string): Promise<UserRow> {
  const spent = columnsFor(type);
  const sets = spent.map((column) => `${column} = ''`).join(", ");
  await db.query(
    `update auth.users set ${sets},
            email_confirmed_at = coalesce(email_confirmed_at, now()),
            raw_user_meta_data = case when raw_user_meta_data ? 'email_verified'
                                      then raw_user_meta_data || '{"email_verified": true}' else raw_user_meta_data end,
            updated_at = now()
      where id = $1`,
    [user.id],
  );
  await db.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}', updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [user.id],
  );
  // The one-time-token kinds are named after the user columns they mirror.
  await db.query(
    "delete from auth.one_time_tokens where user_id = $1 and token_type::text = any($2)",
    [user.id, spent],
  );
  return (await findUserById(db, user.id)) as UserRow;
}
