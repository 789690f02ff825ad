import { useEffect, useRef } from "react";
import { useNavigate } from "react-router-dom";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { paths } from "@/config/paths";
import { useSignInWithExternalAccount } from "@/features/auth/api/sign-in-with-external-account";
import { notifyError } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";

/** /api/login: starts the external-account sign-in; the browser leaves for the provider. */
export function LoginRoute() {
  const navigate = useNavigate();
  const signIn = useSignInWithExternalAccount();
  const { mutate } = signIn;
  // One start per visit, also when development mode runs effects twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(undefined, {
      onError: (error) => {
        notifyError({
          title: "Sign In Failed",
          description: errorMessage(error, "Please try again."),
        });
        navigate(paths.auth.path, { replace: true });
      },
    });
  }, [mutate, navigate]);

  return <LoadingScreen label="Redirecting to sign in..." />;
}
