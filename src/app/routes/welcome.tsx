import { useCallback } from "react";
import { useNavigate } from "react-router-dom";
import { paths } from "@/config/paths";
import { WelcomeScreen } from "@/features/onboarding/components/welcome-screen";

export function WelcomeRoute() {
  const navigate = useNavigate();
  const goHome = useCallback(() => navigate(paths.home.path, { replace: true }), [navigate]);
  return (
    <main className="flex min-h-dvh items-center justify-center bg-base-200 px-4 py-8">
      <title>Welcome · Tour Partner Portal</title>
      <WelcomeScreen onDone={goHome} />
    </main>
  );
}
