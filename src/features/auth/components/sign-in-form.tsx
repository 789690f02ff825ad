import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { PasswordField } from "@/components/ui/password-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { fieldProps } from "@/hooks/use-field-props";
import { toastFailure } from "@/lib/mutation-toasts";
import { notifySuccess } from "@/lib/toast";
import { type SignInInput, signInInputSchema, useSignIn } from "../api/sign-in";

export interface SignInFormProps {
  onSuccess: () => void;
  onForgotPassword?: () => void;
  /** An address given beforehand (a team invite's): filled in, not for changing. */
  email?: string;
}

export function SignInForm({ onSuccess, onForgotPassword, email }: SignInFormProps) {
  const signIn = useSignIn();
  const form = useForm<SignInInput>({
    resolver: zodResolver(signInInputSchema),
    defaultValues: { email: email ?? "", password: "" },
  });
  const field = fieldProps(form);

  const submit = form.handleSubmit(async (values) => {
    const signedIn = await toastFailure(signIn.mutateAsync(values), {
      title: "Sign In Failed",
      fallback: "Invalid email or password.",
    });
    if (!signedIn.ok) return;
    notifySuccess({ title: "Welcome back!", description: "You've been signed in successfully." });
    onSuccess();
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        readOnly={email !== undefined}
        {...field("email")}
      />
      <PasswordField label="Password" autoComplete="current-password" {...field("password")} />
      {onForgotPassword ? (
        <div className="mt-1 text-right">
          <button type="button" className="link link-primary text-sm" onClick={onForgotPassword}>
            Forgot password?
          </button>
        </div>
      ) : null}
      <SubmitButton pending={signIn.isPending}>Sign In</SubmitButton>
    </form>
  );
}
