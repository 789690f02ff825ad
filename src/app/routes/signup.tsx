import { useNavigate } from "react-router-dom";
import { SiteHeader } from "@/components/layouts/site-header";
import { paths } from "@/config/paths";
import { EmailConfirmationBanner } from "@/features/auth/components/email-confirmation-banner";
import { InactiveAccountNotice } from "@/features/auth/components/inactive-account-notice";
import { SignupWizard } from "@/features/onboarding/components/signup-wizard";
import { useCurrentUser } from "@/lib/current-user";

/** The signup wizard that holds a partner until the business profile is complete (product §2). */
export function SignupRoute() {
  const navigate = useNavigate();
  const { data: user } = useCurrentUser();
  return (
    <div className="flex min-h-dvh flex-col bg-base-200">
      <title>Complete Your Profile · Tour Partner Portal</title>
      <SiteHeader>
        {/* A browser navigation, as the spec's /api/logout link is. */}
        <a href={paths.logout.path} className="btn btn-ghost btn-sm">
          Sign Out
        </a>
      </SiteHeader>
      {user && !user.isActive ? <InactiveAccountNotice /> : null}
      {user?.isActive && !user.emailVerified ? (
        <EmailConfirmationBanner email={user.email} />
      ) : null}
      <main className="flex flex-1 justify-center px-4 py-8">
        <section className="card h-fit w-full max-w-2xl bg-base-100 shadow-sm">
          <div className="card-body">
            <h1 className="text-2xl font-bold">Complete Your Partner Profile</h1>
            <p className="mb-4 text-base-content/80">
              Tell us about your business so we can match you with the right tours.
            </p>
            <SignupWizard
              account={user ?? {}}
              onComplete={() => navigate(paths.welcome.path, { replace: true })}
            />
          </div>
        </section>
      </main>
    </div>
  );
}
