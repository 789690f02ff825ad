import { paths } from "@/config/paths";

export function LandingCallToAction() {
  return (
    <section aria-labelledby="landing-cta-title" className="px-4 pb-16 sm:px-6">
      <div className="mx-auto max-w-4xl rounded-box bg-primary px-6 py-12 text-center text-primary-content sm:px-12">
        <h2 id="landing-cta-title" className="text-3xl font-bold tracking-tight text-balance">
          Ready to Grow Your Cannabis Tour Business?
        </h2>
        <p className="mt-3 text-lg text-pretty">
          Join the partner network and start receiving tour opportunities today.
        </p>
        {/* A browser navigation: /api/login starts the external-account sign-in. */}
        <a
          href={paths.login.path}
          className="btn btn-lg mt-8 border-0 bg-base-100 text-base-content"
        >
          Start Your Journey
        </a>
      </div>
    </section>
  );
}
