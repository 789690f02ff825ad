/** A review's stars as text, read out as "Rated 4 out of 5". */
export function ReviewStars({ rating }: { rating: number }) {
  return (
    <span>
      <span aria-hidden="true" className="text-warning-content dark:text-warning tracking-wide">
        {"★".repeat(rating)}
        <span className="opacity-40">{"★".repeat(5 - rating)}</span>
      </span>
      <span className="sr-only">Rated {rating} out of 5</span>
    </span>
  );
}
