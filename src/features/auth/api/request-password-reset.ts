import { useMutation } from "@tanstack/react-query";
import * as z from "zod/mini";
import { paths } from "@/config/paths";
import { supabase } from "@/lib/supabase";
import { emailSchema } from "./password-rules";

export const passwordResetRequestSchema = z.object({ email: emailSchema });

export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/**
 * Auth mails a recovery link. It returns to /reset-password with `?code=`; the Supabase client
 * exchanges it for a recovery session there, which may then set a new password.
 */
export async function requestPasswordReset({ email }: PasswordResetRequest) {
  const { error } = await supabase.auth.resetPasswordForEmail(email, {
    redirectTo: `${window.location.origin}${paths.resetPassword.path}`,
  });
  if (error) throw error;
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
