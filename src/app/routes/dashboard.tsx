import { useNavigate } from "react-router-dom";
import { SiteHeader } from "@/components/layouts/site-header";
import { paths } from "@/config/paths";
import { useCurrentUser } from "@/features/auth/api/get-current-user";
import { SignOutButton } from "@/features/auth/components/sign-out-button";

export function DashboardRoute() {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  return (
    <div className="flex min-h-dvh flex-col">
      <title>Dashboard · Tour Partner Portal</title>
      <SiteHeader>
        <SignOutButton onSignedOut={() => navigate(paths.home.path, { replace: true })} />
      </SiteHeader>
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6">
        <h1 className="text-3xl font-bold">Welcome back!</h1>
        <p className="mt-2 break-words text-base-content/80">
          Signed in as <strong className="text-base-content">{user?.email}</strong>
        </p>
      </main>
    </div>
  );
}
