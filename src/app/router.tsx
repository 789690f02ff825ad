import { Suspense } from "react";
import { BrowserRouter, useRoutes } from "react-router-dom";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { useAuthRedirectError } from "@/features/auth/hooks/use-auth-redirect-error";
import { useSignOutSync } from "@/features/auth/hooks/use-sign-out-sync";
import { useCurrentUser } from "@/lib/current-user";
import { routesFor } from "./route-table";
import { RouteErrorBoundary } from "./routes/route-error";
import { SessionError } from "./routes/session-error";

/** Every path waits for the session and the user's profile (SPEC §2: "Session loading"). */
export function SessionRoutes() {
  useAuthRedirectError();
  const currentUser = useCurrentUser();
  useSignOutSync(Boolean(currentUser.data));
  const routes = useRoutes(routesFor(currentUser.data ?? null));
  if (currentUser.isPending) return <LoadingScreen />;
  if (currentUser.isError) return <SessionError retry={() => currentUser.refetch()} />;
  return <Suspense fallback={<LoadingScreen />}>{routes}</Suspense>;
}

// Declarative routing: the data router's extra code would weigh on the landing page.
export function AppRouter() {
  return (
    <BrowserRouter>
      <RouteErrorBoundary>
        <SessionRoutes />
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
