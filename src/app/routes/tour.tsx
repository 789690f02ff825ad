import { Link, useParams } from "react-router-dom";
import { paths } from "@/config/paths";
import { TourPage } from "@/features/tours/components/tour-page";

/** A tour (/tours/:id): everything its partner needs on the day. */
export function TourRoute() {
  const { id = "" } = useParams();
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
      <TourPage id={id} />
    </>
  );
}
