import { SiteHeader } from "@/components/layouts/site-header";
import { PageLink } from "@/components/ui/page-link";
import { paths } from "@/config/paths";
import { LandingCallToAction } from "./landing-call-to-action";
import { LandingFeatures } from "./landing-features";
import { LandingFooter } from "./landing-footer";
import { LandingHero } from "./landing-hero";

/**
 * The signed-out home page. Prerendered into index.html and hydrated on its own for a visitor
 * (src/app/visitor-landing.tsx), without the router: its links are PageLinks.
 */
export function LandingPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <title>Tour Partner Portal</title>
      <SiteHeader>
        <PageLink to={paths.auth.path} className="btn btn-ghost btn-sm">
          Sign In
        </PageLink>
        <PageLink to={paths.join.path} className="btn btn-primary btn-sm">
          Join as Partner
        </PageLink>
      </SiteHeader>
      <main className="flex-1">
        <LandingHero />
        <LandingFeatures />
        <LandingCallToAction />
      </main>
      <LandingFooter />
    </div>
  );
}
