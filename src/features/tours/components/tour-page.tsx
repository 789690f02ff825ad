import type { TourGuide } from "@shared/contracts/team";
import { Link } from "react-router-dom";
import { QueryState } from "@/components/ui/query-state";
import { paths } from "@/config/paths";
import { ApiError } from "@/lib/api-error";
import { useTourDetails } from "../api/get-tour-details";
import { TourDetailsView } from "./tour-details-view";

/**
 * One tour's page: its details, or a plain "not found" for a tour that is not the caller's.
 * `guides`, for the one who gives the tour its guide: the team's guides to pick from.
 */
export function TourPage({ id, guides }: { id: string; guides?: readonly TourGuide[] }) {
  const tour = useTourDetails(id);
  if (tour.error instanceof ApiError && tour.error.status === 404) {
    return (
      <div className="flex flex-col items-start gap-4">
        <title>Tour not found · Tour Partner Portal</title>
        <h1 className="text-3xl font-bold">Tour not found</h1>
        <p>This tour does not exist or is not one of yours.</p>
        <Link to={paths.calendar.path} className="btn btn-primary">
          Back to the calendar
        </Link>
      </div>
    );
  }
  return (
    <>
      {tour.data ? null : <title>Tour · Tour Partner Portal</title>}
      <QueryState
        isPending={tour.isPending}
        error={tour.error}
        onRetry={() => void tour.refetch()}
        label="Loading the tour..."
      >
        {tour.data ? (
          <>
            <title>{`${tour.data.title} · Tour Partner Portal`}</title>
            <TourDetailsView tour={tour.data} guides={guides} />
          </>
        ) : null}
      </QueryState>
    </>
  );
}
