import { useNavigate } from "react-router-dom";
import { SiteHeader } from "@/components/layouts/site-header";
import { paths } from "@/config/paths";
import { AuthPanel } from "@/features/auth/components/auth-panel";

export function AuthRoute() {
  const navigate = useNavigate();
  const goHome = () => navigate(paths.home.path, { replace: true });
  return (
    <div className="flex min-h-dvh flex-col bg-base-200">
      <title>Sign In · Tour Partner Portal</title>
      <SiteHeader />
      <main className="flex flex-1 items-start justify-center px-4 py-8 sm:items-center">
        <section className="card w-full max-w-md bg-base-100 shadow-sm">
          <div className="card-body">
            <h1 className="card-title text-2xl">Partner Portal</h1>
            <p className="mb-2 text-base-content/80">Sign in or create your partner account.</p>
            {/* Sign-up will lead to the business profile wizard once it exists. */}
            <AuthPanel onSignedIn={goHome} onSignedUp={goHome} />
          </div>
        </section>
      </main>
    </div>
  );
}
