import { type KeyboardEvent, useId, useRef, useState } from "react";
import { ExternalSignInButton } from "./external-sign-in-button";
import { ForgotPasswordForm } from "./forgot-password-form";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

export type AuthMode = "sign-in" | "sign-up";

const MODES: ReadonlyArray<{ mode: AuthMode; label: string }> = [
  { mode: "sign-in", label: "Sign In" },
  { mode: "sign-up", label: "Create Account" },
];

export interface AuthPanelProps {
  onSignedIn: () => void;
  onSignedUp: () => void;
  /** The page to come back to after the external sign-in. */
  returnTo?: string;
  /** The tab shown first: sign-in unless the visitor came to join. */
  initialMode?: AuthMode;
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
}: AuthPanelProps) {
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [resetting, setResetting] = useState(false);
  const baseId = useId();
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);

  if (resetting) return <ForgotPasswordForm onBack={() => setResetting(false)} />;

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    event.preventDefault();
    const next = (index + (event.key === "ArrowRight" ? 1 : -1) + MODES.length) % MODES.length;
    const target = MODES[next];
    if (!target) return;
    setMode(target.mode);
    tabRefs.current[next]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label="Sign in or create an account"
        className="tabs tabs-box mb-4 grid grid-cols-2"
      >
        {MODES.map((item, index) => {
          const selected = item.mode === mode;
          return (
            <button
              key={item.mode}
              ref={(node) => {
                tabRefs.current[index] = node;
              }}
              type="button"
              role="tab"
              id={`${baseId}-${item.mode}-tab`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel`}
              tabIndex={selected ? 0 : -1}
              className={`tab ${selected ? "tab-active" : "text-base-content/80"}`}
              onClick={() => setMode(item.mode)}
              onKeyDown={(event) => moveFocus(event, index)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${baseId}-panel`} aria-labelledby={`${baseId}-${mode}-tab`}>
        <ExternalSignInButton returnTo={returnTo} />
        {mode === "sign-in" ? (
          <SignInForm onSuccess={onSignedIn} onForgotPassword={() => setResetting(true)} />
        ) : (
          <SignUpForm onSuccess={onSignedUp} />
        )}
      </div>
    </div>
  );
}
