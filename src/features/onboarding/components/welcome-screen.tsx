import { useEffect, useState } from "react";
import {
  WELCOME_PROGRESS_INTERVAL_MS,
  WELCOME_PROGRESS_STEP_PERCENT,
  WELCOME_REDIRECT_DELAY_MS,
} from "@/config/timers";

/** product §2: the thank-you screen; progress rises 2% every 50 ms, then `onDone` after 500 ms. */
export function WelcomeScreen({ onDone }: { onDone: () => void }) {
  const [progress, setProgress] = useState(0);
  const finished = progress >= 100;

  useEffect(() => {
    if (finished) {
      const redirect = setTimeout(onDone, WELCOME_REDIRECT_DELAY_MS);
      return () => clearTimeout(redirect);
    }
    const tick = setInterval(
      () => setProgress((value) => Math.min(100, value + WELCOME_PROGRESS_STEP_PERCENT)),
      WELCOME_PROGRESS_INTERVAL_MS,
    );
    return () => clearInterval(tick);
  }, [finished, onDone]);

  return (
    <section className="card w-full max-w-lg bg-base-100 text-center shadow-sm">
      <div className="card-body items-center">
        <h1 className="text-3xl font-bold text-balance">Welcome to the Partner Network!</h1>
        <p className="mt-2 text-pretty text-base-content/80">
          Thank you for joining Tour Partner Portal. Your business profile is saved and we are
          preparing your dashboard.
        </p>
        <progress
          className="progress progress-primary mt-6 w-full"
          value={progress}
          max={100}
          aria-label="Preparing your dashboard"
        />
        <p className="text-sm text-base-content/75" aria-hidden="true">
          {progress}%
        </p>
        {/* Announced once, not at every 2% step. */}
        <p role="status" className="min-h-6 text-sm font-medium">
          {finished ? "All set! Taking you to your dashboard..." : ""}
        </p>
      </div>
    </section>
  );
}
