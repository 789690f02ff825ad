import { mergeMetadataColumn } from "./account-updates.ts";
import { audit } from "./audit-log.ts";
import { forbidden } from "./errors.ts";
import type { IdpProfile } from "./idp-codes.ts";
import type { ClientInfo } from "./request.ts";
import {
  type Db,
  findUserByEmail,
  findUserById,
  type IdentityRow,
  insertIdentity,
  insertUser,
  isBanned,
  refreshProviders,
  type UserRow,
} from "./users.ts";

/** The identity data GoTrue stores for an OIDC provider's user (provider.Claims). */
export function oauthIdentityData(profile: IdpProfile, issuer: string) {
  return {
    iss: issuer,
    sub: profile.sub,
    name: profile.name,
    email: profile.email,
    full_name: profile.name,
    provider_id: profile.sub,
    email_verified: true,
    phone_verified: false,
  };
}

/**
 * GoTrue's account linking for a verified provider address: a known identity signs in its
 * user; otherwise an account with the same address gains the identity; otherwise a new,
 * confirmed account is created. User metadata takes the identity's data either way.
 */
export async function signInWithProviderProfile(
  db: Db,
  profile: IdpProfile,
  issuer: string,
  client: ClientInfo,
): Promise<UserRow> {
  const identityData = oauthIdentityData(profile, issuer);
  const { rows } = await db.query<IdentityRow>(
    "select * from auth.identities where provider = $1 and provider_id = $2 for update",
    [profile.provider, profile.sub],
  );
  let user: UserRow | undefined;
  if (rows[0]) {
    await db.query(
      "update auth.identities set identity_data = $2, last_sign_in_at = now(), updated_at = now() where id = $1",
      [rows[0].id, identityData],
    );
    user = await findUserById(db, rows[0].user_id);
  } else {
    user = await findUserByEmail(db, profile.email);
    if (user) {
      if (!user.email_confirmed_at) await dropUnconfirmedSignInMethods(db, user.id);
      await insertIdentity(db, {
        userId: user.id,
        provider: profile.provider,
        providerId: profile.sub,
        identityData,
      });
    } else {
      user = await insertUser(db, {
        email: profile.email,
        encryptedPassword: "",
        emailConfirmed: true,
        appMetadata: { provider: profile.provider, providers: [profile.provider] },
        userMetadata: identityData,
      });
      await insertIdentity(db, {
        userId: user.id,
        provider: profile.provider,
        providerId: profile.sub,
        identityData,
      });
      await audit(db, client, user, "user_signedup", { provider: profile.provider });
    }
  }
  if (!user) throw forbidden("user_not_found", "User from identity does not exist");
  if (isBanned(user)) throw forbidden("user_banned", "User is banned");
  await mergeMetadataColumn(db, user.id, "raw_user_meta_data", identityData);
  await refreshProviders(db, user.id);
  await db.query(
    "update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1",
    [user.id],
  );
  await audit(db, client, user, "login", { provider: profile.provider });
  return (await findUserById(db, user.id)) as UserRow;
}

/**
 * An unconfirmed account gaining a verified identity loses its password and other identities,
 * so nobody who registered the address earlier keeps a way in (pre-account takeover).
 */
async function dropUnconfirmedSignInMethods(db: Db, userId: string) {
  await db.query("update auth.users set encrypted_password = '' where id = $1", [userId]);
  await db.query("delete from auth.identities where user_id = $1", [userId]);
}
