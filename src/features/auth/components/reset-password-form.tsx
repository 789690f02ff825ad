import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { PasswordField } from "@/components/ui/password-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { fieldProps } from "@/hooks/use-field-props";
import { toastFailure } from "@/lib/mutation-toasts";
import { notifySuccess } from "@/lib/toast";
import {
  type NewPasswordInput,
  newPasswordInputSchema,
  useUpdatePassword,
} from "../api/update-password";

/** The new password for a recovering user, under the sign-up password rules (product §5). */
export function ResetPasswordForm({ onSuccess }: { onSuccess: () => void }) {
  const updatePassword = useUpdatePassword();
  const form = useForm<NewPasswordInput>({
    resolver: zodResolver(newPasswordInputSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const field = fieldProps(form);

  const submit = form.handleSubmit(async (values) => {
    const updated = await toastFailure(updatePassword.mutateAsync(values), {
      title: "Password Not Changed",
      fallback: "Please try again.",
    });
    if (!updated.ok) return;
    notifySuccess({
      title: "Password Updated",
      description: "Your new password is set. You are signed in.",
    });
    onSuccess();
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Choose a new password">
      <PasswordField label="New password" autoComplete="new-password" {...field("password")} />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        {...field("confirmPassword")}
      />
      <SubmitButton pending={updatePassword.isPending}>Set new password</SubmitButton>
    </form>
  );
}
