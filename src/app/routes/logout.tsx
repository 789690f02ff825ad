import { useEffect, useRef } from "react";
import { useNavigate } from "react-router-dom";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { paths } from "@/config/paths";
import { useSignOut } from "@/features/auth/api/sign-out";
import { clearSignupDrafts } from "@/features/onboarding/components/signup-draft";
import { notifyError } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";

/** /api/logout: ends this device's session (not the account's others), then the landing page. */
export function LogoutRoute() {
  const navigate = useNavigate();
  const { mutate } = useSignOut();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    clearSignupDrafts();
    mutate("local", {
      onError: (error) =>
        notifyError({
          title: "Sign Out Failed",
          description: errorMessage(error, "Please try again."),
        }),
      onSettled: () => navigate(paths.home.path, { replace: true }),
    });
  }, [mutate, navigate]);

  return <LoadingScreen label="Signing out..." />;
}
