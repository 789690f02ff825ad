import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { fieldProps } from "@/hooks/use-field-props";
import { toastFailure } from "@/lib/mutation-toasts";
import { notifySuccess } from "@/lib/toast";
import {
  type PasswordResetRequest,
  passwordResetRequestSchema,
  useRequestPasswordReset,
} from "../api/request-password-reset";

/** Asks Auth to mail a recovery link; the page says where to look next. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const requestReset = useRequestPasswordReset();
  const [sentTo, setSentTo] = useState<string>();
  const form = useForm<PasswordResetRequest>({
    resolver: zodResolver(passwordResetRequestSchema),
    defaultValues: { email: "" },
  });
  const field = fieldProps(form);

  const submit = form.handleSubmit(async (values) => {
    const sent = await toastFailure(requestReset.mutateAsync(values), {
      title: "Reset Failed",
      fallback: "Please try again in a moment.",
    });
    if (!sent.ok) return;
    notifySuccess({ title: "Check your email", description: "We sent you a reset link." });
    setSentTo(values.email);
  });

  return (
    <div>
      <h2 className="text-lg font-semibold">Reset your password</h2>
      {sentTo ? (
        <p className="mt-2" role="status">
          If an account exists for <strong className="break-all">{sentTo}</strong>, it will receive
          an email with a link to choose a new password.
        </p>
      ) : (
        <form onSubmit={submit} noValidate aria-label="Reset password">
          <p className="mt-1 text-base-content/80">
            Enter your account's email and we will send you a link to choose a new password.
          </p>
          <TextField label="Email" type="email" autoComplete="email" {...field("email")} />
          <SubmitButton pending={requestReset.isPending}>Send reset link</SubmitButton>
        </form>
      )}
      <button type="button" className="btn btn-ghost btn-sm mt-3 w-full" onClick={onBack}>
        Back to sign in
      </button>
    </div>
  );
}
