import { PageLink } from "@/components/ui/page-link";
import { paths } from "@/config/paths";

export function LandingHero() {
  return (
    <section
      aria-labelledby="landing-hero-title"
      className="bg-gradient-to-b from-primary/10 to-base-100 px-4 py-16 sm:px-6 sm:py-24"
    >
      <div className="mx-auto max-w-3xl text-center">
        <h1
          id="landing-hero-title"
          className="text-4xl font-bold tracking-tight text-balance sm:text-5xl"
        >
          Connect with Cannabis Tour Partners
        </h1>
        <p className="mt-4 text-lg text-pretty text-base-content/80">
          Farms, dispensaries, processors and retailers: share your expertise, get matched with tour
          opportunities, and grow your business.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <PageLink to={paths.join.path} className="btn btn-primary btn-lg">
            Become a Partner
          </PageLink>
          <PageLink to={paths.auth.path} className="btn btn-outline btn-lg">
            Existing Partner Sign In
          </PageLink>
        </div>
      </div>
    </section>
  );
}
