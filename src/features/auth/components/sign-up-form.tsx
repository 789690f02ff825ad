import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { PasswordField } from "@/components/ui/password-field";
import { SubmitButton } from "@/components/ui/submit-button";
import { TextField } from "@/components/ui/text-field";
import { notifyError, notifySuccess } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { type SignUpInput, signUpInputSchema, useSignUp } from "../api/sign-up";

export function SignUpForm({ onSuccess }: { onSuccess: () => void }) {
  const signUp = useSignUp();
  const form = useForm<SignUpInput>({
    resolver: zodResolver(signUpInputSchema),
    defaultValues: { firstName: "", lastName: "", email: "", password: "" },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    const result = await signUp.mutateAsync(values).catch((error: unknown) => {
      notifyError({
        title: "Sign Up Failed",
        description: errorMessage(error, "Please check your information and try again."),
      });
      return null;
    });
    if (!result) return;
    // Projects that require e-mail confirmation return no session until the link is followed.
    if (!result.session) {
      notifySuccess({
        title: "Account Created!",
        description: "Confirm your e-mail address, then sign in to complete your business profile.",
      });
      return;
    }
    notifySuccess({
      title: "Account Created!",
      description: "Next, complete your business profile.",
    });
    onSuccess();
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Create account">
      <div className="grid gap-x-3 sm:grid-cols-2">
        <TextField
          label="First name"
          autoComplete="given-name"
          registration={form.register("firstName")}
          error={errors.firstName?.message}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          registration={form.register("lastName")}
          error={errors.lastName?.message}
        />
      </div>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        registration={form.register("email")}
        error={errors.email?.message}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        registration={form.register("password")}
        error={errors.password?.message}
      />
      <SubmitButton pending={signUp.isPending}>Create Account</SubmitButton>
    </form>
  );
}
