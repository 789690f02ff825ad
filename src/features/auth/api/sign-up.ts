import { useMutation } from "@tanstack/react-query";
import * as z from "zod/mini";
import { useRefreshAfter } from "@/lib/refresh";
import { supabase } from "@/lib/supabase";
import { emailSchema, newPasswordSchema } from "./password-rules";

export const signUpInputSchema = z.object({
  firstName: z.string().check(z.trim(), z.minLength(1, { error: "First name is required" })),
  lastName: z.string().check(z.trim(), z.minLength(1, { error: "Last name is required" })),
  email: emailSchema,
  password: newPasswordSchema,
});

export type SignUpInput = z.infer<typeof signUpInputSchema>;

/**
 * Sign-up's answer for an address that has an account and a password that is not its own: the
 * spec's fallback, instead of Auth's "User already registered", so the form says no more about
 * an address than the password reset does.
 */
export const SIGN_UP_REFUSED = "Please check your information and try again.";

/**
 * The names travel as user metadata: the account exists before any business profile does. An
 * address that already has an account (Auth's user_already_exists) is signed in when the
 * password is its own, as the sign-in form would; otherwise SIGN_UP_REFUSED.
 */
export async function signUp({ email, password, firstName, lastName }: SignUpInput) {
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    options: { data: { first_name: firstName, last_name: lastName } },
  });
  if (!error) return data;
  if (error.code !== "user_already_exists") throw error;
  const signedIn = await supabase.auth.signInWithPassword({ email, password });
  if (signedIn.error || !signedIn.data.session) throw new Error(SIGN_UP_REFUSED);
  return { user: signedIn.data.user, session: signedIn.data.session };
}

export function useSignUp() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => refreshAfter("current-user-changed"),
  });
}
