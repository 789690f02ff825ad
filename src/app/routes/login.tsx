import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { paths } from "@/config/paths";
import { useSignInWithExternalAccount } from "@/features/auth/api/sign-in-with-external-account";
import { NEXT_PARAM } from "@/lib/return-path";
import { notifyError } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";

/**
 * /api/login: starts the external-account sign-in; the browser leaves for the provider and
 * comes back to `?next=` (a page of this site) or home.
 */
export function LoginRoute() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = search.get(NEXT_PARAM) ?? undefined;
  const signIn = useSignInWithExternalAccount();
  const { mutate } = signIn;
  // One start per visit, also when development mode runs effects twice.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    mutate(next, {
      onError: (error) => {
        notifyError({
          title: "Sign In Failed",
          description: errorMessage(error, "Please try again."),
        });
        navigate(paths.auth.path, { replace: true });
      },
    });
  }, [mutate, navigate, next]);

  return <LoadingScreen label="Redirecting to sign in..." />;
}
