import * as z from "zod/mini";

/** product §5 sign-up password: 8+ characters of letters, digits and @$!%*?&, a letter and a digit. */
export const newPasswordSchema = z.string().check(
  z.minLength(8, { error: "Password must be at least 8 characters" }),
  z.regex(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d@$!%*?&]+$/, {
    error: "Password must contain at least one letter and one number",
  }),
);

const INVALID_EMAIL = "Please enter a valid email address";

/** An e-mail address; the spaces a phone keyboard's autocomplete leaves around it do not count. */
export const emailSchema = z.pipe(
  z.string({ error: INVALID_EMAIL }).check(z.trim()),
  z.email({ error: INVALID_EMAIL }),
);
