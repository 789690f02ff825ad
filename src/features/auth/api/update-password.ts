import { useMutation } from "@tanstack/react-query";
import * as z from "zod/mini";
import { supabase } from "@/lib/supabase";
import { newPasswordSchema } from "./password-rules";

export const newPasswordInputSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z.string(),
  })
  .check(
    z.refine((value) => value.password === value.confirmPassword, {
      message: "Passwords do not match",
      path: ["confirmPassword"],
    }),
  );

export type NewPasswordInput = z.infer<typeof newPasswordInputSchema>;

/** Sets the signed-in (here: recovering) user's password. */
export async function updatePassword({ password }: NewPasswordInput) {
  const { error } = await supabase.auth.updateUser({ password });
  if (error) throw error;
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
