const STAR =
  "M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z";

/**
 * The average rating to one decimal beside five stars, filled to the nearest whole star. The
 * stars are one image whose name states the rating for screen readers.
 */
export function RatingStars({ rating }: { rating: number }) {
  const shown = rating.toFixed(1);
  const filled = Math.round(rating);
  return (
    <span className="inline-flex items-center gap-2">
      <span className="text-2xl font-bold" aria-hidden="true">
        {shown}
      </span>
      <span role="img" aria-label={`Rated ${shown} out of 5`} className="inline-flex gap-0.5">
        {[1, 2, 3, 4, 5].map((star) => (
          <svg
            key={star}
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
            data-filled={star <= filled}
            className={`size-5 ${star <= filled ? "fill-warning text-warning" : "fill-none text-base-content/40"}`}
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          >
            <path d={STAR} />
          </svg>
        ))}
      </span>
    </span>
  );
}
