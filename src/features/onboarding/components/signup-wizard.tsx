import { zodResolver } from "@hookform/resolvers/zod";
import { type SignupPayload, signupSchema } from "@shared/schemas/signup";
import { useEffect, useRef, useState } from "react";
import { FormProvider, type Resolver, useForm } from "react-hook-form";
import { notifyError } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { useCreateSignup } from "../api/create-signup";
import { AboutYouStep } from "./about-you-step";
import { AvailabilityStep } from "./availability-step";
import { ExpertiseStep } from "./expertise-step";
import { ServicesStep } from "./services-step";
import {
  SIGNUP_STEPS,
  type SignupAccount,
  type SignupFormValues,
  signupDefaults,
} from "./signup-steps";

const STEP_FIELDS = [AboutYouStep, ExpertiseStep, ServicesStep, AvailabilityStep];
const LAST_STEP = SIGNUP_STEPS.length - 1;

export interface SignupWizardProps {
  account: SignupAccount;
  onComplete: () => void;
}

/**
 * product §2 signup wizard: one form over four steps. Next checks only the current step (its
 * shared schema); steps keep their values when left, so Back loses nothing.
 */
export function SignupWizard({ account, onComplete }: SignupWizardProps) {
  const [step, setStep] = useState(0);
  const stepRef = useRef(step);
  stepRef.current = step;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const movedRef = useRef(false);
  const createSignup = useCreateSignup();

  const resolver: Resolver<SignupFormValues> = (values, context, options) => {
    const { schema } = SIGNUP_STEPS[stepRef.current] ?? SIGNUP_STEPS[0];
    return zodResolver(schema)(values, context, options as never) as never;
  };
  const form = useForm<SignupFormValues>({ resolver, defaultValues: signupDefaults(account) });

  // After Next or Back, reading continues at the new step's heading.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each step change on purpose
  useEffect(() => {
    if (movedRef.current) headingRef.current?.focus();
  }, [step]);

  const goTo = (next: number) => {
    movedRef.current = true;
    form.clearErrors();
    setStep(next);
  };

  const submitStep = form.handleSubmit(async () => {
    if (step < LAST_STEP) return goTo(step + 1);
    const payload = signupSchema.safeParse(form.getValues());
    if (!payload.success) {
      notifyError({ title: "Signup Failed", description: payload.error.issues[0]?.message });
      return;
    }
    await submitSignup(payload.data);
  });

  const submitSignup = async (payload: SignupPayload) => {
    const created = await createSignup.mutateAsync(payload).then(
      () => true,
      (error: unknown) => {
        notifyError({
          title: "Signup Failed",
          description: errorMessage(
            error,
            "There was an error creating your account. Please try again.",
          ),
        });
        return false;
      },
    );
    if (created) onComplete();
  };

  const current = SIGNUP_STEPS[step] ?? SIGNUP_STEPS[0];
  const StepFields = STEP_FIELDS[step] ?? AboutYouStep;
  const stepNumber = step + 1;
  // The progress counts the steps behind: it reaches 100% only when the profile is sent.

  return (
    <FormProvider {...form}>
      <form onSubmit={submitStep} noValidate aria-labelledby="signup-step-title">
        <div className="mb-6">
          <div className="mb-2 flex items-baseline justify-between gap-4 text-sm">
            <span className="font-medium">
              Step {stepNumber} of {SIGNUP_STEPS.length}
            </span>
            <span className="text-base-content/75">
              {Math.round((step / SIGNUP_STEPS.length) * 100)}% complete
            </span>
          </div>
          <progress
            className="progress progress-primary w-full"
            value={step}
            max={SIGNUP_STEPS.length}
            aria-label="Signup progress"
            aria-valuetext={`Step ${stepNumber} of ${SIGNUP_STEPS.length}`}
          />
        </div>
        <h2
          id="signup-step-title"
          ref={headingRef}
          tabIndex={-1}
          className="mb-2 text-xl font-semibold outline-none"
        >
          {current.title}
        </h2>
        <StepFields />
        <div className="mt-8 flex items-center justify-between gap-3">
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => goTo(step - 1)}
            disabled={step === 0 || createSignup.isPending}
          >
            Back
          </button>
          <button type="submit" className="btn btn-primary" disabled={createSignup.isPending}>
            {createSignup.isPending ? (
              <span className="loading loading-spinner loading-sm" aria-hidden="true" />
            ) : null}
            {step === LAST_STEP ? "Complete Signup" : "Next"}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
