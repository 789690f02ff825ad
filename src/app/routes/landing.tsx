import { Link } from "react-router-dom";
import { SiteHeader } from "@/components/layouts/site-header";
import { paths } from "@/config/paths";
import { LandingCallToAction } from "@/features/landing/components/landing-call-to-action";
import { LandingFeatures } from "@/features/landing/components/landing-features";
import { LandingFooter } from "@/features/landing/components/landing-footer";
import { LandingHero } from "@/features/landing/components/landing-hero";

export function LandingRoute() {
  return (
    <div className="flex min-h-dvh flex-col">
      <title>Tour Partner Portal</title>
      <SiteHeader>
        <Link to={paths.auth.path} className="btn btn-ghost btn-sm">
          Sign In
        </Link>
        <Link to={paths.join.path} className="btn btn-primary btn-sm">
          Join as Partner
        </Link>
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
