import { EMAIL_EXISTS } from "./accounts.ts";
import type { AuthSettings } from "./auth-config.ts";
import { validateEmail } from "./email-address.ts";
import { unprocessable } from "./errors.ts";
import { checkPasswordStrength, hashPassword, verifyPassword } from "./passwords.ts";
import { type Db, findUserByEmail, type UserRow } from "./users.ts";

/** Sets a new password; 422 same_password when it is the current one, as GoTrue answers users. */
export async function changePassword(
  db: Db,
  settings: AuthSettings,
  user: UserRow,
  password: string,
  options: { rejectSame: boolean },
) {
  checkPasswordStrength(password, settings);
  if (options.rejectSame && (await verifyPassword(password, user.encrypted_password))) {
    throw unprocessable("same_password", "New password should be different from the old password.");
  }
  await db.query(
    `update auth.users set encrypted_password = $2, email_change = '', email_change_token_new = '',
            email_change_token_current = '', updated_at = now()
      where id = $1`,
    [user.id, await hashPassword(password)],
  );
}

/**
 * Changes the address at once, as GoTrue's admin update does (a user's own change goes through
 * email-change.ts), keeping the email identity's data in step.
 */
export async function changeEmail(db: Db, user: UserRow, value: unknown, confirmed: boolean) {
  const email = validateEmail(value);
  if (email === user.email?.toLowerCase()) return;
  const taken = await findUserByEmail(db, email);
  if (taken && taken.id !== user.id) throw unprocessable("email_exists", EMAIL_EXISTS);
  await db.query(
    `update auth.users set email = $2, email_change = '', email_change_sent_at = null,
            email_confirmed_at = case when $3 then now() else email_confirmed_at end,
            raw_user_meta_data = case when raw_user_meta_data ? 'email'
                                      then raw_user_meta_data || jsonb_build_object('email', $2::text)
                                      else raw_user_meta_data end,
            updated_at = now()
      where id = $1`,
    [user.id, email, confirmed],
  );
  await db.query(
    `update auth.identities set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
      where user_id = $1 and provider = 'email'`,
    [user.id, email],
  );
}

export async function mergeMetadataColumn(
  db: Db,
  userId: string,
  column: "raw_user_meta_data" | "raw_app_meta_data",
  patch: Record<string, unknown>,
) {
  const removed = Object.keys(patch).filter((key) => patch[key] === null);
  const kept = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== null));
  await db.query(
    `update auth.users set ${column} = (coalesce(${column}, '{}'::jsonb) - $3::text[]) || $2::jsonb, updated_at = now()
      where id = $1`,
    [userId, kept, removed],
  );
}
