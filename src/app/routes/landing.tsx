import { Link } from "react-router-dom";
import { SiteHeader } from "@/components/layouts/site-header";
import { paths } from "@/config/paths";

export function LandingRoute() {
  return (
    <div className="flex min-h-dvh flex-col">
      <title>Tour Partner Portal</title>
      <SiteHeader>
        <Link to={paths.auth.path} className="btn btn-ghost btn-sm">
          Sign In
        </Link>
        <Link to={paths.auth.path} className="btn btn-primary btn-sm">
          Join as Partner
        </Link>
      </SiteHeader>
      <main className="flex flex-1 items-center px-4 py-12 sm:px-6">
        <section className="mx-auto max-w-3xl text-center">
          <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            Connect with Cannabis Tour Partners
          </h1>
          <p className="mt-4 text-lg text-base-content/80">
            Farms, dispensaries, processors and retailers: share your expertise, get matched with
            tour opportunities, and grow your business.
          </p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <Link to={paths.auth.path} className="btn btn-primary btn-lg">
              Become a Partner
            </Link>
            <Link to={paths.auth.path} className="btn btn-outline btn-lg">
              Existing Partner Sign In
            </Link>
          </div>
        </section>
      </main>
    </div>
  );
}
