/**
 * The words about reviews that the web app and the mails share: a partner's rating as people
 * read it everywhere it shows (the match reasons write the same, private.fits_rows).
 */

/** The words for a partner without a review yet (product §2's Profile Summary). */
export const NO_RATINGS_YET = "No ratings yet";

/** "4.8 ★ from 23 reviews", "5.0 ★ from 1 review", or "No ratings yet". */
export function ratingSummary(rating: string | number | null, reviewCount: number): string {
  if (rating === null || reviewCount === 0 || !Number(rating)) return NO_RATINGS_YET;
  // Hundredths as integers, rounded half up as Postgres rounds numeric: 4.65 → 4.7.
  const tenths = Math.round(Math.round(Number(rating) * 100) / 10);
  return `${(tenths / 10).toFixed(1)} ★ from ${reviewCount} ${reviewCount === 1 ? "review" : "reviews"}`;
}

/** "From 23 reviews": how many reviews a rating shown with its stars is the mean of. */
export function reviewCountText(reviewCount: number): string {
  if (reviewCount === 0) return NO_RATINGS_YET;
  return `From ${reviewCount} ${reviewCount === 1 ? "review" : "reviews"}`;
}
