import { randomUUID } from "node:crypto";
import type pg from "pg";

export type Db = pg.Pool | pg.PoolClient;
type Json = Record<string, unknown>;

export const INSTANCE_ID = "00000000-0000-0000-0000-000000000000";

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  invited_at: Date | null;
  confirmation_token: string | null;
  confirmation_sent_at: Date | null;
  recovery_token: string | null;
  recovery_sent_at: Date | null;
  email_change: string | null;
  email_change_sent_at: Date | null;
  email_change_token_new: string | null;
  email_change_token_current: string | null;
  email_change_confirm_status: number | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Json | null;
  raw_user_meta_data: Json | null;
  created_at: Date | null;
  updated_at: Date | null;
  phone: string | null;
  phone_confirmed_at: Date | null;
  phone_change: string | null;
  phone_change_sent_at: Date | null;
  confirmed_at: Date | null;
  banned_until: Date | null;
  reauthentication_sent_at: Date | null;
  is_sso_user: boolean;
  deleted_at: Date | null;
  is_anonymous: boolean;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Json;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

export async function findUserById(
  db: Db,
  id: string,
  forUpdate = false,
): Promise<UserRow | undefined> {
  if (!isUuid(id)) return undefined;
  const lock = forUpdate ? " for update" : "";
  const { rows } = await db.query<UserRow>(`select * from auth.users where id = $1${lock}`, [id]);
  return rows[0];
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const { rows } = await db.query<UserRow>(
    "select * from auth.users where lower(email) = lower($1) and is_sso_user = false limit 1",
    [email],
  );
  return rows[0];
}

export async function findIdentities(db: Db, userId: string): Promise<IdentityRow[]> {
  const { rows } = await db.query<IdentityRow>(
    "select * from auth.identities where user_id = $1 order by created_at, id",
    [userId],
  );
  return rows;
}

export function isUuid(value: string) {
  return /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
}

export const iso = (value: Date | null | undefined) => (value ? value.toISOString() : undefined);

export function isBanned(user: UserRow) {
  return user.banned_until !== null && user.banned_until.getTime() > Date.now();
}

export function identityJson(identity: IdentityRow) {
  return {
    identity_id: identity.id,
    id: identity.provider_id,
    user_id: identity.user_id,
    identity_data: identity.identity_data,
    provider: identity.provider,
    last_sign_in_at: iso(identity.last_sign_in_at),
    created_at: iso(identity.created_at),
    updated_at: iso(identity.updated_at),
    email: identity.email ?? undefined,
  };
}

/** The user as GoTrue's models.User serialises it: absent timestamps are left out. */
export async function userJson(db: Db, user: UserRow) {
  const identities = await findIdentities(db, user.id);
  return {
    id: user.id,
    aud: user.aud ?? "",
    role: user.role ?? "",
    email: user.email ?? "",
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? "",
    phone_confirmed_at: iso(user.phone_confirmed_at),
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    new_email: user.email_change || undefined,
    email_change_sent_at: iso(user.email_change_sent_at),
    new_phone: user.phone_change || undefined,
    phone_change_sent_at: iso(user.phone_change_sent_at),
    invited_at: iso(user.invited_at),
    reauthentication_sent_at: iso(user.reauthentication_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data ?? {},
    user_metadata: user.raw_user_meta_data ?? {},
    identities: identities.map(identityJson),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: iso(user.banned_until),
    deleted_at: iso(user.deleted_at),
    is_anonymous: user.is_anonymous,
  };
}

export interface NewUser {
  id?: string;
  email: string | null;
  phone?: string | null;
  encryptedPassword: string;
  emailConfirmed: boolean;
  appMetadata: Json;
  userMetadata: Json;
  role?: string;
  invited?: boolean;
  bannedUntil?: Date | null;
}

/** Inserts a user with '' in the token columns GoTrue reads as non-null strings. */
export async function insertUser(db: Db, user: NewUser): Promise<UserRow> {
  const { rows } = await db.query<UserRow>(
    `insert into auth.users (
       instance_id, id, aud, role, email, phone, encrypted_password, email_confirmed_at, invited_at,
       confirmation_token, recovery_token, email_change_token_new, email_change,
       email_change_token_current, email_change_confirm_status, phone_change, phone_change_token,
       reauthentication_token, raw_app_meta_data, raw_user_meta_data, banned_until,
       is_sso_user, is_anonymous, created_at, updated_at)
     values ($1, $2, 'authenticated', $3, $4, $5, $6, case when $7 then now() end,
       case when $8 then now() end, '', '', '', '', '', 0, '', '', '', $9, $10, $11,
       false, false, now(), now())
     returning *`,
    [
      INSTANCE_ID,
      user.id ?? randomUUID(),
      user.role ?? "authenticated",
      user.email,
      user.phone ?? null,
      user.encryptedPassword,
      user.emailConfirmed,
      user.invited ?? false,
      user.appMetadata,
      user.userMetadata,
      user.bannedUntil ?? null,
    ],
  );
  return rows[0] as UserRow;
}

export async function insertIdentity(
  db: Db,
  identity: { userId: string; provider: string; providerId: string; identityData: Json },
): Promise<IdentityRow> {
  const { rows } = await db.query<IdentityRow>(
    `insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, $4, now(), now(), now())
     returning *`,
    [identity.providerId, identity.userId, identity.identityData, identity.provider],
  );
  return rows[0] as IdentityRow;
}

/** The identity data GoTrue keeps for an email user (provider_id is the user id). */
export function emailIdentityData(userId: string, email: string, verified: boolean): Json {
  return { sub: userId, email, email_verified: verified, phone_verified: false };
}

/** Recomputes app_metadata.providers from the user's identities, as GoTrue does after linking. */
export async function refreshProviders(db: Db, userId: string): Promise<void> {
  await db.query(
    `update auth.users u
        set raw_app_meta_data = coalesce(u.raw_app_meta_data, '{}'::jsonb) || jsonb_build_object(
              'providers', coalesce((select jsonb_agg(p.provider order by p.first_seen)
                                       from (select provider, min(created_at) as first_seen
                                               from auth.identities where user_id = u.id
                                              group by provider) p), '[]'::jsonb)),
            updated_at = now()
      where u.id = $1`,
    [userId],
  );
}

export async function touchLastSignIn(db: Db, userId: string, provider?: string) {
  await db.query("update auth.users set last_sign_in_at = now() where id = $1", [userId]);
  if (provider) {
    await db.query(
      "update auth.identities set last_sign_in_at = now(), updated_at = now() where user_id = $1 and provider = $2",
      [userId, provider],
    );
  }
}
