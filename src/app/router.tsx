import { type ReactNode, Suspense, useMemo } from "react";
import { BrowserRouter, useNavigate, useRoutes } from "react-router-dom";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { PageNavigationContext } from "@/components/ui/page-link";
import { useAuthRedirectError } from "@/features/auth/hooks/use-auth-redirect-error";
import { useSignOutSync } from "@/features/auth/hooks/use-sign-out-sync";
import { useCurrentUser } from "@/lib/current-user";
import { routesFor } from "./route-table";
import { RouteErrorBoundary } from "./routes/route-error";
import { SessionError } from "./routes/session-error";

/** Every path waits for the session and the user's profile (product §2: "Session loading"). */
export function SessionRoutes() {
  useAuthRedirectError();
  const currentUser = useCurrentUser();
  useSignOutSync(Boolean(currentUser.data));
  const routes = useRoutes(routesFor(currentUser.data ?? null));
  if (currentUser.isPending) return <LoadingScreen />;
  if (currentUser.isError) return <SessionError retry={() => currentUser.refetch()} />;
  return <Suspense fallback={<LoadingScreen />}>{routes}</Suspense>;
}

/** PageLinks (the landing page's, the site header's) navigate through the router in the app. */
function RouterPageNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const navigation = useMemo(() => ({ go: (to: string) => navigate(to) }), [navigate]);
  return <PageNavigationContext value={navigation}>{children}</PageNavigationContext>;
}

// Declarative routing: the data router's extra code would weigh on every page's first load.
export function AppRouter() {
  return (
    <BrowserRouter>
      <RouterPageNavigation>
        <RouteErrorBoundary>
          <SessionRoutes />
        </RouteErrorBoundary>
      </RouterPageNavigation>
    </BrowserRouter>
  );
}
