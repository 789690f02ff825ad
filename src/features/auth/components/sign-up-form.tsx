import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { PasswordField } from "@/components/ui/password-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { fieldProps } from "@/hooks/use-field-props";
import { toastFailure } from "@/lib/mutation-toasts";
import { notifySuccess } from "@/lib/toast";
import { type SignUpInput, signUpInputSchema, useSignUp } from "../api/sign-up";

export interface SignUpFormProps {
  onSuccess: () => void;
  /** An address given beforehand (a team invite's): filled in, not for changing. */
  email?: string;
  /** What the success toast says comes next. */
  nextStep?: string;
}

export function SignUpForm({
  onSuccess,
  email,
  nextStep = "Next, complete your business profile.",
}: SignUpFormProps) {
  const signUp = useSignUp();
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpInputSchema),
    defaultValues: { firstName: "", lastName: "", email: email ?? "", password: "" },
  });
  const field = fieldProps(form);

  const submit = form.handleSubmit(async (values) => {
    const signedUp = await toastFailure(signUp.mutateAsync(values), {
      title: "Sign Up Failed",
      fallback: "Please check your information and try again.",
    });
    if (!signedUp.ok) return;
    // Projects that require e-mail confirmation return no session until the link is followed.
    if (!signedUp.value.session) {
      notifySuccess({
        title: "Account Created!",
        description: "Confirm your e-mail address, then sign in to complete your business profile.",
      });
      return;
    }
    notifySuccess({ title: "Account Created!", description: nextStep });
    onSuccess();
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Create account">
      <div className="grid gap-x-3 sm:grid-cols-2">
        <TextField label="First name" autoComplete="given-name" {...field("firstName")} />
        <TextField label="Last name" autoComplete="family-name" {...field("lastName")} />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        readOnly={email !== undefined}
        {...field("email")}
      />
      <PasswordField label="Password" autoComplete="new-password" {...field("password")} />
      <SubmitButton pending={signUp.isPending}>Create Account</SubmitButton>
    </form>
  );
}
