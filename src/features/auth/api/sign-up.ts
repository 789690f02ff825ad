import { useMutation, useQueryClient } from "@tanstack/react-query";
import * as z from "zod/mini";
import { supabase } from "@/lib/supabase";
import { getCurrentUserQueryOptions } from "./get-current-user";

export const signUpInputSchema = z.object({
  firstName: z.string().check(z.trim(), z.minLength(1, { error: "First name is required" })),
  lastName: z.string().check(z.trim(), z.minLength(1, { error: "Last name is required" })),
  email: z.email({ error: "Please enter a valid email address" }),
  password: z.string().check(
    z.minLength(8, { error: "Password must be at least 8 characters" }),
    z.regex(/^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d@$!%*?&]+$/, {
      error: "Password must contain at least one letter and one number",
    }),
  ),
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getCurrentUserQueryOptions().queryKey }),
  });
}
