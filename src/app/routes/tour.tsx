import { Link, useParams } from "react-router-dom";
import { paths } from "@/config/paths";
import { useTeamGuides } from "@/features/team/api/get-team-members";
import { TourPage } from "@/features/tours/components/tour-page";
import { useCurrentUser } from "@/lib/current-user";
import { teamRoleOf } from "@/lib/team-access";

/** A tour (/tours/:id): everything its partner needs on the day. */
export function TourRoute() {
  const { id = "" } = useParams();
  const user = useCurrentUser().data;
  // The owner gives a tour its guide, from the team's guides (GET /api/team is the owner's).
  const { guides } = useTeamGuides(
    user ? user.role !== "admin" && teamRoleOf(user) === "owner" : false,
  );
  return (
    <>
      <nav aria-label="Breadcrumb" className="mb-4 text-sm">
        <Link to={paths.today.path} className="link link-hover">
          Today
        </Link>
        <span aria-hidden="true"> · </span>
        <Link to={paths.calendar.path} className="link link-hover">
          Calendar
        </Link>
      </nav>
      <TourPage id={id} guides={guides} />
    </>
  );
}
