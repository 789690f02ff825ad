import { randomUUID } from "node:crypto";
import { type Db, emailIdentityData, insertIdentity, insertUser, type UserRow } from "./users.ts";

type Json = Record<string, unknown>;

export interface NewEmailAccount {
  id?: string;
  email: string;
  encryptedPassword: string;
  confirmed: boolean;
  userMetadata?: Json;
  appMetadata?: Json;
  role?: string;
  invited?: boolean;
  bannedUntil?: Date | null;
}

/**
 * An email/password account as GoTrue creates it: app_metadata names the email provider, the
 * identity's provider_id is the user id and its data (sub, email, verified flags) is mirrored
 * into user_metadata beside the sign-up data.
 */
export async function createEmailAccount(db: Db, account: NewEmailAccount): Promise<UserRow> {
  const id = account.id ?? randomUUID();
  const identityData = emailIdentityData(id, account.email, account.confirmed);
  const user = await insertUser(db, {
    id,
    email: account.email,
    encryptedPassword: account.encryptedPassword,
    emailConfirmed: account.confirmed,
    appMetadata: { provider: "email", providers: ["email"], ...(account.appMetadata ?? {}) },
    userMetadata: { ...(account.userMetadata ?? {}), ...identityData },
    role: account.role,
    invited: account.invited,
    bannedUntil: account.bannedUntil,
  });
  await insertIdentity(db, { userId: id, provider: "email", providerId: id, identityData });
  return user;
}

/** GoTrue's message for a unique-email clash. */
export const EMAIL_EXISTS = "A user with this email address has already been registered";
