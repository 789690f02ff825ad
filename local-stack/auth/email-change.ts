import { randomInt, randomUUID } from "node:crypto";
import { EMAIL_EXISTS } from "./accounts.ts";
import type { AuthSettings } from "./auth-config.ts";
import type { AuthContext } from "./auth-context.ts";
import { validateEmail } from "./email-address.ts";
import { PKCE_PREFIX, tokenHash } from "./email-otp.ts";
import { AuthError, unprocessable } from "./errors.ts";
import { deliverMail } from "./mail-delivery.ts";
import { emailChangeMail } from "./mail-templates.ts";
import { createFlowState, type PkceChallenge } from "./pkce.ts";
import {
  type Db,
  emailIdentityData,
  findUserByEmail,
  findUserById,
  insertIdentity,
  refreshProviders,
  type UserRow,
} from "./users.ts";

/** GoTrue's answer when one of two confirmations of a secure change has been given. */
export const SINGLE_CONFIRMATION_ACCEPTED =
  "Confirmation link accepted. Please proceed to confirm link sent to the other email";

const newOtp = (length: number) => String(randomInt(10 ** length)).padStart(length, "0");

function verifyLink(settings: AuthSettings, hash: string, redirectTo: string) {
  const link = new URL(`${settings.externalUrl}/verify`);
  link.searchParams.set("token", hash);
  link.searchParams.set("type", "email_change");
  link.searchParams.set("redirect_to", redirectTo);
  return link.toString();
}

/**
 * PUT /user with a new address, as GoTrue's sendEmailChange: nothing changes yet. A code and
 * link go to the new address, and with `double_confirm_changes` to the current one as well;
 * the user carries `new_email` and `email_change_sent_at` until /verify confirms.
 */
export async function requestEmailChange(
  db: Db,
  auth: AuthContext,
  user: UserRow,
  value: unknown,
  redirectTo: string,
  pkce?: PkceChallenge,
) {
  const { settings } = auth;
  const email = validateEmail(value);
  if (email === (user.email ?? "")) return;
  const taken = await findUserByEmail(db, email);
  if (taken && taken.id !== user.id) throw unprocessable("email_exists", EMAIL_EXISTS);
  const sentAt = user.email_change_sent_at;
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
  const prefix = pkce ? PKCE_PREFIX : "";
  const otpNew = newOtp(settings.otpLength);
  const hashNew = prefix + tokenHash(email, otpNew);
  const current = user.email ?? "";
  const otpCurrent = settings.secureEmailChange && current ? newOtp(settings.otpLength) : "";
  const hashCurrent = otpCurrent ? prefix + tokenHash(current, otpCurrent) : "";

  await db.query(
    `update auth.users set email_change = $2, email_change_token_new = $3, email_change_token_current = $4,
            email_change_confirm_status = 0, email_change_sent_at = now(), updated_at = now()
      where id = $1`,
    [user.id, email, hashNew, hashCurrent],
  );
  await db.query(
    "delete from auth.one_time_tokens where user_id = $1 and token_type in ('email_change_token_new', 'email_change_token_current')",
    [user.id],
  );
  const tokens: Array<[string, string, string]> = [["email_change_token_new", hashNew, email]];
  if (hashCurrent) tokens.push(["email_change_token_current", hashCurrent, current]);
  for (const [kind, hash, address] of tokens) {
    await db.query(
      `insert into auth.one_time_tokens (id, user_id, token_type, token_hash, relates_to, created_at, updated_at)
       values ($1, $2, $3, $4, $5, now(), now())`,
      [randomUUID(), user.id, kind, hash, address],
    );
  }
  if (pkce) {
    await createFlowState(db, {
      pkce,
      providerType: "email_change",
      authenticationMethod: "email_change",
      userId: user.id,
    });
  }
  const mails = [
    emailChangeMail(
      settings,
      email,
      current,
      email,
      verifyLink(settings, hashNew, redirectTo),
      otpNew,
    ),
  ];
  if (hashCurrent) {
    mails.push(
      emailChangeMail(
        settings,
        current,
        current,
        email,
        verifyLink(settings, hashCurrent, redirectTo),
        otpCurrent,
      ),
    );
  }
  await deliverMail(auth, ...mails);
}

const invalidLink = () => new AuthError(403, "otp_expired", "Email link is invalid or has expired");
const invalidCode = () => new AuthError(403, "otp_expired", "Token has expired or is invalid");

function isFresh(user: UserRow, settings: AuthSettings) {
  const sentAt = user.email_change_sent_at;
  return sentAt !== null && Date.now() < sentAt.getTime() + settings.otpExpirySeconds * 1000;
}

const matches = (stored: string | null, hash: string) =>
  !!stored && (stored === hash || stored === PKCE_PREFIX + hash);

/** The user whose pending change carries this token hash (the mailed link, or token_hash). */
export async function findUserByEmailChangeHash(db: Db, settings: AuthSettings, hash: string) {
  const bare = hash.replace(/^pkce_/, "");
  const { rows } = await db.query<UserRow>(
    `select * from auth.users
      where email_change_token_new in ($1, $2) or email_change_token_current in ($1, $2)
      limit 1 for update`,
    [bare, PKCE_PREFIX + bare],
  );
  const user = rows[0];
  if (!user || !hash || !isFresh(user, settings)) throw invalidLink();
  return user;
}

/**
 * The user for a typed code: sent to the current address (`email` is it, secure changes only)
 * or to the new one (`email` is the pending address).
 */
export async function findUserByEmailChangeCode(
  db: Db,
  settings: AuthSettings,
  email: string,
  code: string,
) {
  const hash = tokenHash(email, code);
  const { rows } = await db.query<UserRow>(
    `select * from auth.users
      where (lower(email) = $1 and $2) or lower(email_change) = $1
      for update`,
    [email, settings.secureEmailChange],
  );
  const user = rows.find(
    (row) =>
      (settings.secureEmailChange &&
        row.email?.toLowerCase() === email &&
        matches(row.email_change_token_current, hash)) ||
      (row.email_change?.toLowerCase() === email && matches(row.email_change_token_new, hash)),
  );
  if (!user || !isFresh(user, settings)) throw invalidCode();
  return { user, hash };
}

/**
 * GoTrue's emailChangeVerify. With confirmations on and a secure change, the first of the two
 * confirmations only spends its token ("pending"); otherwise the address changes now: the new
 * one is confirmed and the email identity follows it.
 */
export async function confirmEmailChange(
  db: Db,
  settings: AuthSettings,
  user: UserRow,
  hash: string,
): Promise<UserRow | "pending"> {
  const needsBoth =
    !settings.mailerAutoconfirm &&
    settings.secureEmailChange &&
    user.email_change_confirm_status === 0 &&
    !!user.email;
  if (needsBoth) {
    const column = matches(user.email_change_token_current, hash.replace(/^pkce_/, ""))
      ? "email_change_token_current"
      : "email_change_token_new";
    await db.query(
      `update auth.users set ${column} = '', email_change_confirm_status = 1, updated_at = now() where id = $1`,
      [user.id],
    );
    await db.query("delete from auth.one_time_tokens where user_id = $1 and token_type = $2", [
      user.id,
      column,
    ]);
    return "pending";
  }
  const email = user.email_change ?? "";
  await db.query(
    `update auth.users set email = $2, email_change = '', email_change_token_new = '',
            email_change_token_current = '', email_change_confirm_status = 0,
            email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now()
      where id = $1`,
    [user.id, email],
  );
  await db.query("delete from auth.one_time_tokens where user_id = $1", [user.id]);
  const { rowCount } = await db.query(
    `update auth.identities
        set identity_data = identity_data || jsonb_build_object('email', $2::text, 'email_verified', true),
            updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [user.id, email],
  );
  if (!rowCount) {
    await insertIdentity(db, {
      userId: user.id,
      provider: "email",
      providerId: user.id,
      identityData: emailIdentityData(user.id, email, true),
    });
    await refreshProviders(db, user.id);
  }
  return (await findUserById(db, user.id)) as UserRow;
}
