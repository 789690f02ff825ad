import { zodResolver } from "@hookform/resolvers/zod";
import { type SignupPayload, signupSchema } from "@shared/schemas/signup";
import { useEffect, useRef } from "react";
import { FormProvider, type Resolver, useForm } from "react-hook-form";
import { useSearchParams } from "react-router-dom";
import { notifyError } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { useCreateSignup } from "../api/create-signup";
import { AboutYouStep } from "./about-you-step";
import { AvailabilityStep } from "./availability-step";
import { ExpertiseStep } from "./expertise-step";
import { ServicesStep } from "./services-step";
import { clearSignupDraft, loadSignupDraft, saveSignupDraft } from "./signup-draft";
import {
  SIGNUP_STEPS,
  type SignupAccount,
  type SignupFormValues,
  signupDefaults,
} from "./signup-steps";

const STEP_FIELDS = [AboutYouStep, ExpertiseStep, ServicesStep, AvailabilityStep];
const LAST_STEP = SIGNUP_STEPS.length - 1;

/** The step the URL asks (?step=2 is the second), 0 for none or one out of range. */
function requestedStep(param: string | null) {
  const number = Number(param);
  return Number.isInteger(number) && number >= 1 && number <= SIGNUP_STEPS.length ? number - 1 : 0;
}

/** The first step whose answers are not yet good: no step after it may be shown. */
function reachableStep(values: SignupFormValues) {
  const open = SIGNUP_STEPS.findIndex(({ schema }) => !schema.safeParse(values).success);
  return open === -1 ? LAST_STEP : open;
}

export interface SignupWizardProps {
  account: SignupAccount;
  onComplete: () => void;
}

/**
 * product §2 signup wizard: one form over four steps. Next checks only the current step (its
 * shared schema); steps keep their values when left, so Back loses nothing. The step is the
 * URL's (?step=2), so the browser's Back and Forward move between steps, and the answers are
 * kept as a draft (signup-draft.ts), so a refresh keeps both.
 */
export function SignupWizard({ account, onComplete }: SignupWizardProps) {
  const accountId = account.id ?? undefined;
  const [params, setParams] = useSearchParams();
  const stepRef = useRef(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownRef = useRef<number | undefined>(undefined);
  const createSignup = useCreateSignup();

  const resolver: Resolver<SignupFormValues> = (values, context, options) => {
    const { schema } = SIGNUP_STEPS[stepRef.current] ?? SIGNUP_STEPS[0];
    return zodResolver(schema)(values, context, options as never) as never;
  };
  const form = useForm<SignupFormValues>({
    resolver,
    defaultValues: { ...signupDefaults(account), ...loadSignupDraft(accountId) },
  });
  // A step is shown only once the steps before it are answered (a link or a Forward cannot
  // skip one).
  const requested = requestedStep(params.get("step"));
  const step = Math.min(requested, reachableStep(form.getValues()));
  stepRef.current = step;

  useEffect(() => {
    const subscription = form.watch((values) =>
      saveSignupDraft(accountId, values as SignupFormValues),
    );
    return () => subscription.unsubscribe();
  }, [form, accountId]);

  // After Next, Back or the browser's own, reading continues at the new step's heading.
  useEffect(() => {
    if (shownRef.current !== undefined && shownRef.current !== step) headingRef.current?.focus();
    shownRef.current = step;
  }, [step]);

  const goTo = (next: number, replace = false) => {
    form.clearErrors();
    setParams(
      (current) => {
        const search = new URLSearchParams(current);
        if (next === 0) search.delete("step");
        else search.set("step", String(next + 1));
        return search;
      },
      { replace },
    );
  };

  // The address says the step shown, not one asked for that could not be opened.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the two differ
  useEffect(() => {
    if (params.has("step") && requested !== step) goTo(step, true);
  }, [requested, step]);

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
    if (!created) return;
    clearSignupDraft(accountId);
    onComplete();
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
