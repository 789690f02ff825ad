import type { ReactNode } from "react";
import { CalendarIcon, ChartIcon, GavelIcon, TargetIcon } from "@/components/ui/icons";

const FEATURES: ReadonlyArray<{ title: string; text: string; icon: ReactNode }> = [
  {
    title: "Smart Matching",
    text: "Get matched with tour opportunities that fit your expertise and location.",
    icon: <TargetIcon className="size-6" />,
  },
  {
    title: "Competitive Bidding",
    text: "Submit bids with optional add-on services and set your own rates.",
    icon: <GavelIcon className="size-6" />,
  },
  {
    title: "Schedule Management",
    text: "Keep every upcoming tour in one calendar and never double-book.",
    icon: <CalendarIcon className="size-6" />,
  },
  {
    title: "Revenue Tracking",
    text: "Follow your earnings, completed tours and ratings month by month.",
    icon: <ChartIcon className="size-6" />,
  },
];

export function LandingFeatures() {
  return (
    <section aria-labelledby="landing-features-title" className="px-4 py-16 sm:px-6">
      <div className="mx-auto max-w-6xl">
        <h2
          id="landing-features-title"
          className="text-center text-3xl font-bold tracking-tight text-balance"
        >
          Everything You Need to Succeed
        </h2>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="card border border-base-300 bg-base-100 shadow-sm">
              <div className="card-body">
                <span className="flex size-11 items-center justify-center rounded-box bg-primary/10 text-primary">
                  {feature.icon}
                </span>
                <h3 className="card-title text-lg">{feature.title}</h3>
                <p className="text-base-content/80">{feature.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
