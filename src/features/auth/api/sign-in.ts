import { useMutation } from "@tanstack/react-query";
import * as z from "zod/mini";
import { useRefreshAfter } from "@/lib/refresh";
import { supabase } from "@/lib/supabase";
import { emailSchema } from "./password-rules";

export const signInInputSchema = z.object({
  email: emailSchema,
  password: z.string().check(z.minLength(1, { error: "Password is required" })),
});

export type SignInInput = z.infer<typeof signInInputSchema>;

export async function signIn({ email, password }: SignInInput) {
  const { data, error } = await supabase.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return data;
}

export function useSignIn() {
  const refreshAfter = useRefreshAfter();
  return useMutation({
    mutationFn: signIn,
    // Returning the promise makes the mutation settle only once the new user is loaded.
    onSuccess: () => refreshAfter("current-user-changed"),
  });
}
