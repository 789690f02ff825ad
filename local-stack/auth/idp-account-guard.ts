import type { AuthSettings } from "./auth-config.ts";
import type { IdpProfile } from "./idp-codes.ts";
import type { Db } from "./users.ts";

/**
 * Whether the local test provider may vouch for this address. It cannot check that the visitor
 * owns it, and GoTrue links a provider's address to the account that holds it. So an address
 * that an account already holds passes only as one of this browser's own test accounts
 * (`fromBrowser`) that is that account's identity at this provider: the same test account
 * signing in again. Typed into the form it never passes (subjects derive from addresses).
 * LOCAL_STACK_IDP_LINK_EXISTING_ACCOUNTS=true opts in to GoTrue's linking by address.
 */
export async function mayAssertAddress(
  db: Db,
  settings: AuthSettings,
  profile: IdpProfile,
  fromBrowser: boolean,
): Promise<boolean> {
  if (settings.idpMayLinkExistingAccounts) return true;
  const { rows } = await db.query<{ own_identity: boolean }>(
    `select exists (select 1 from auth.identities i
                     where i.user_id = u.id and i.provider = $2 and i.provider_id = $3) as own_identity
       from auth.users u
      where lower(u.email) = lower($1) and u.is_sso_user = false`,
    [profile.email, profile.provider, profile.sub],
  );
  return rows.every((row) => fromBrowser && row.own_identity);
}
