import { Link } from "react-router-dom";
import type { NextStep } from "./next-steps";

/** The new partner's checklist on the dashboard, each step a link; gone once all are done. */
export function NextStepsCard({ steps }: { steps: NextStep[] }) {
  const done = steps.filter((step) => step.done).length;
  if (done === steps.length) return null;
  return (
    <section
      className="card border border-primary/40 bg-base-100 shadow-sm"
      aria-labelledby="next-steps-heading"
    >
      <div className="card-body gap-3 p-4 sm:p-6">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="next-steps-heading" className="card-title text-lg">
            Next steps
          </h2>
          <p className="text-sm text-base-content/75">
            {done} of {steps.length} done
          </p>
        </div>
        <ol className="flex flex-col gap-2">
          {steps.map((step) => (
            <li key={step.key}>
              <Link
                to={step.to}
                className="flex items-start gap-3 rounded-box border border-base-300 p-3 hover:bg-base-200"
              >
                <span
                  aria-hidden="true"
                  className={`mt-0.5 grid size-6 shrink-0 place-items-center rounded-full border text-sm font-bold ${step.done ? "border-success bg-success text-success-content" : "border-base-content/40"}`}
                >
                  {step.done ? "✓" : ""}
                </span>
                <span className="min-w-0">
                  <span
                    className={`block font-medium ${step.done ? "line-through decoration-1" : ""}`}
                  >
                    {step.label}
                    <span className="sr-only">{step.done ? " (done)" : " (to do)"}</span>
                  </span>
                  <span className="block text-sm text-base-content/75">{step.detail}</span>
                </span>
              </Link>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
