import { badRequest } from "./errors.ts";

const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** GoTrue's validateEmail: required, at most 255 characters, a plausible format; lower-cased. */
export function validateEmail(value: unknown): string {
  const email = typeof value === "string" ? value.trim() : "";
  if (email === "") throw badRequest("validation_failed", "An email address is required");
  if (email.length > 255) throw badRequest("validation_failed", "An email address is too long");
  if (!EMAIL_FORMAT.test(email)) {
    throw badRequest("validation_failed", "Unable to validate email address: invalid format");
  }
  return email.toLowerCase();
}
