import { TourGuestsDialog } from "@/features/guests/admin/components/tour-guests-dialog";
import { ToursManager } from "@/features/tours/admin/components/tours-manager";
import { WithdrawalRequests } from "@/features/tours/admin/components/withdrawal-requests";

/** The admin's Tours page (/admin/tours): what runs today and next, and what waits to be closed. */
export function AdminToursRoute() {
  return (
    <>
      <title>Tours · Tour Partner Portal</title>
      <div className="mb-6">
        <h1 className="text-3xl font-bold">Tours</h1>
        <p className="mt-1 text-base-content/70">
          Today's tours first, then the days ahead; complete a tour once it has taken place.
        </p>
      </div>
      <WithdrawalRequests />
      <ToursManager
        guestsDialog={(tour, onClose) => (
          <TourGuestsDialog tourId={tour.id} title={tour.title} onClose={onClose} />
        )}
      />
    </>
  );
}
