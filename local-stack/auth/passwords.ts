import bcrypt from "bcryptjs";
import type { AuthSettings } from "./auth-config.ts";
import { AuthError, badRequest } from "./errors.ts";

const BCRYPT_COST = 10;
const BCRYPT_MAX_BYTES = 72;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

/** Checks a password against a bcrypt hash, including `$2a$`/`$2b$` ones from pgcrypto's crypt(). */
export async function verifyPassword(password: string, hash: string | null): Promise<boolean> {
  if (!hash || !/^\$2[aby]\$/.test(hash)) return false;
  try {
    return await bcrypt.compare(password, hash.replace(/^\$2y\$/, "$2b$"));
  } catch {
    return false;
  }
}

const CHARACTER_SETS: Record<string, string[]> = {
  letters_digits: ["abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ", "0123456789"],
  lower_upper_letters_digits: [
    "abcdefghijklmnopqrstuvwxyz",
    "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "0123456789",
  ],
  lower_upper_letters_digits_symbols: [
    "abcdefghijklmnopqrstuvwxyz",
    "ABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "0123456789",
    "!@#$%^&*()_+-=[]{};'\\:\"|<>?,./`~",
  ],
};

/** GoTrue's password rules: 422 weak_password with the reasons auth-js reads. */
export function checkPasswordStrength(password: string, settings: AuthSettings) {
  // GoTrue measures in bytes (Go's len) and answers an overlong password with a 400.
  const bytes = Buffer.byteLength(password);
  if (bytes > BCRYPT_MAX_BYTES) {
    throw badRequest(
      "validation_failed",
      `Password cannot be longer than ${BCRYPT_MAX_BYTES} characters`,
    );
  }
  const reasons: string[] = [];
  const messages: string[] = [];
  if (bytes < settings.minimumPasswordLength) {
    reasons.push("length");
    messages.push(`Password should be at least ${settings.minimumPasswordLength} characters.`);
  }
  const sets = CHARACTER_SETS[settings.passwordRequirements];
  if (sets && !sets.every((set) => [...password].some((c) => set.includes(c)))) {
    reasons.push("characters");
    messages.push(`Password should contain at least one character of each: ${sets.join(", ")}.`);
  }
  if (reasons.length > 0) {
    throw new AuthError(422, "weak_password", messages.join(" "), { weak_password: { reasons } });
  }
}
