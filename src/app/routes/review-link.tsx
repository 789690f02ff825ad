import { useParams } from "react-router-dom";
import { ReviewLinkPage } from "@/features/reviews/components/review-link-page";

/** /reviews/<token>: a review link from the mail after a tour; no account needed. */
export function ReviewLinkRoute() {
  const { token = "" } = useParams();
  return <ReviewLinkPage token={token} />;
}
