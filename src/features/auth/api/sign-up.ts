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

/** The names travel as user metadata: the account exists before any business profile does. */
export async function signUp({ email, password, firstName, lastName }: SignUpInput) {
  const { data, error } = await supabase.auth.signUp({
    email,
    password,
    options: { data: { first_name: firstName, last_name: lastName } },
  });
  if (error) throw error;
  return data;
}

export function useSignUp() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () => refreshAfter("current-user-changed"),
  });
}
