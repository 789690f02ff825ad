import type { Trend } from "../utils/trends";

const ARROWS = { up: "M12 19V5m-6 6 6-6 6 6", down: "M12 5v14m6-6-6 6-6-6" } as const;

/** A trend line: the words carry the meaning, the coloured arrow only repeats it. */
export function TrendText({ trend }: { trend: Trend }) {
  return (
    <span className="inline-flex items-center gap-1">
      {trend.direction === "flat" ? null : (
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
          className={`size-3.5 shrink-0 ${trend.direction === "up" ? "text-success" : "text-error"}`}
        >
          <path d={ARROWS[trend.direction]} />
        </svg>
      )}
      {trend.text}
    </span>
  );
}
