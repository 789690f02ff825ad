import { Link } from "react-router-dom";
import { paths } from "@/config/paths";
import type { ChatMessage } from "@/types/chat";

/** Beside a message about a tour: the tour's name, leading to its page and thread. */
export function TourTag({ message }: { message: Pick<ChatMessage, "tourId" | "tourTitle"> }) {
  if (!message.tourId) return null;
  return (
    <Link to={paths.tour.to(message.tourId)} className="link text-xs">
      About “{message.tourTitle ?? "a tour"}”
    </Link>
  );
}
