import type { Database } from "../database.types.ts";

/** Who a review request went to: the tour's organiser, or one of its guests. */
export type ReviewerKind = Database["public"]["Enums"]["reviewer_kind"];

export const REVIEWER_KIND_LABELS: Readonly<Record<ReviewerKind, string>> = {
  organiser: "Organiser",
  guest: "Guest",
};

/** GET /api/reviews/{token}: what the review page shows of its tour (no partner contacts). */
export interface ReviewRequestDetails {
  tourTitle: string;
  /** ISO 8601; shown on the tour's clock, `timeZone`. */
  startsAt: string;
  timeZone: string;
  partnerName: string;
  reviewerKind: ReviewerKind;
  reviewerName: string | null;
}

/** POST /api/reviews/{token}: the review it recorded. */
export interface ReviewCreated {
  id: string;
}

/** A review as its partner reads it (GET /api/received-reviews), and the public reply. */
export interface ReceivedReview {
  id: string;
  tourId: string;
  tourTitle: string;
  startsAt: string;
  timeZone: string;
  reviewerKind: ReviewerKind;
  rating: number;
  text: string | null;
  reply: string | null;
  repliedAt: string | null;
  createdAt: string;
}

/** GET /api/received-reviews: the partner's visible reviews, newest first, and their rating. */
export interface ReceivedReviews {
  /** The mean of the visible reviews with two decimals; null before the first. */
  rating: string | null;
  reviewCount: number;
  reviews: ReceivedReview[];
}

/** A review as admins read it (GET /api/admin/reviews): hidden ones too, with the partner. */
export interface AdminReview extends ReceivedReview {
  partnerId: string;
  partnerName: string;
  hiddenReason: string | null;
  hiddenAt: string | null;
}
