import { lazy, Suspense, useState } from "react";
import { createBrowserRouter, Navigate, Outlet, RouterProvider } from "react-router-dom";
import { LoadingScreen } from "@/components/ui/loading-screen";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/features/auth/api/get-current-user";
import { useSignOutSync } from "@/features/auth/hooks/use-sign-out-sync";
import { RouteError } from "./routes/route-error";

const LandingRoute = lazy(() =>
  import("./routes/landing").then((m) => ({ default: m.LandingRoute })),
);
const DashboardRoute = lazy(() =>
  import("./routes/dashboard").then((m) => ({ default: m.DashboardRoute })),
);
const AuthRoute = lazy(() => import("./routes/auth").then((m) => ({ default: m.AuthRoute })));
const NotFoundRoute = lazy(() =>
  import("./routes/not-found").then((m) => ({ default: m.NotFoundRoute })),
);

/** Every path waits for the session to be known (SPEC §2: "Session loading"). */
function SessionGate() {
  useSignOutSync();
  const currentUser = useCurrentUser();
  if (currentUser.isPending) return <LoadingScreen />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <Outlet />
    </Suspense>
  );
}

function HomeRoute() {
  const { data: user } = useCurrentUser();
  return user ? <DashboardRoute /> : <LandingRoute />;
}

function SignedOutOnly() {
  const { data: user } = useCurrentUser();
  return user ? <Navigate to={paths.home.path} replace /> : <AuthRoute />;
}

function createAppRouter() {
  return createBrowserRouter([
    {
      element: <SessionGate />,
      errorElement: <RouteError />,
      children: [
        { path: paths.home.path, element: <HomeRoute /> },
        { path: paths.auth.path, element: <SignedOutOnly /> },
        { path: "*", element: <NotFoundRoute /> },
      ],
    },
  ]);
}

export function AppRouter() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}
