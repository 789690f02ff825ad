import { useId, useState } from "react";
import { TabList, tabId } from "@/components/ui/tab-list";
import { ExternalSignInButton } from "./external-sign-in-button";
import { ForgotPasswordForm } from "./forgot-password-form";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

export type AuthMode = "sign-in" | "sign-up";

const MODES: ReadonlyArray<{ key: AuthMode; label: string }> = [
  { key: "sign-in", label: "Sign In" },
  { key: "sign-up", label: "Create Account" },
];

export interface AuthPanelProps {
  onSignedIn: () => void;
  onSignedUp: () => void;
  /** The page to come back to after the external sign-in. */
  returnTo?: string;
  /** The tab shown first: sign-in unless the visitor came to join. */
  initialMode?: AuthMode;
  /** The address to sign in or up with, filled in and fixed (a team invite's). */
  email?: string;
  /** What the sign-up's success says comes next. */
  nextStep?: string;
}

/**
 * Sign-in (the default) and account creation behind one toggle, built as an ARIA tab set, with
 * the external-account button above the e-mail forms; "Forgot password?" swaps in the reset form.
 */
export function AuthPanel({
  onSignedIn,
  onSignedUp,
  returnTo,
  initialMode = "sign-in",
  email,
  nextStep,
}: AuthPanelProps) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [resetting, setResetting] = useState(false);
  const baseId = useId();

  if (resetting) return <ForgotPasswordForm onBack={() => setResetting(false)} />;

  return (
    <div>
      <TabList
        label="Sign in or create an account"
        tabs={MODES}
        selected={mode}
        onSelect={setMode}
        idBase={baseId}
        panelId={() => `${baseId}-panel`}
        className="tabs tabs-box mb-4 grid grid-cols-2"
      />
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={tabId(baseId, mode)}>
        <ExternalSignInButton returnTo={returnTo} />
        {mode === "sign-in" ? (
          <SignInForm
            email={email}
            onSuccess={onSignedIn}
            onForgotPassword={() => setResetting(true)}
          />
        ) : (
          <SignUpForm email={email} nextStep={nextStep} onSuccess={onSignedUp} />
        )}
      </div>
    </div>
  );
}
