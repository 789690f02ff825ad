import type { AdminTourListItem } from "@shared/contracts/api";
import { MONEY_LABELS } from "@shared/money-labels";
import { formatTourTime } from "@shared/tour-time";
import { Link } from "react-router-dom";
import { StatusBadge } from "@/components/ui/status-badge";
import { paths } from "@/config/paths";
import { formatMoney } from "@/utils/format";
import { partnerName } from "@/utils/user-display";
import { attendanceText } from "../../attendance";

/** The partner's name as the Tours page shows it: names, else business name, else e-mail. */
export function tourPartnerName(tour: AdminTourListItem) {
  return partnerName({
    firstName: tour.partnerFirstName,
    lastName: tour.partnerLastName,
    businessName: tour.partnerBusinessName,
    email: tour.partnerEmail,
  });
}

/**
 * The tour's figures, each named: the partner's agreed amount (what payouts owe), and once
 * completed the client's price, which may differ.
 */
export function tourFigures(tour: Pick<AdminTourListItem, "agreedAmount" | "actualRevenue">) {
  const figures = [
    `${MONEY_LABELS.agreedAmount} ${formatMoney(tour.agreedAmount ?? tour.actualRevenue)}`,
  ];
  if (tour.actualRevenue !== null) {
    figures.push(`${MONEY_LABELS.clientPrice} ${formatMoney(tour.actualRevenue)}`);
  }
  return figures.join(" · ");
}

/** A tour's button; screen readers hear which tour it acts on ("Cancel Farm tour with Ann"). */
function TourAction(props: {
  children: string;
  className: string;
  tour: string;
  onClick: () => void;
}) {
  return (
    <button type="button" className={`btn btn-sm ${props.className}`} onClick={props.onClick}>
      {props.children}
      <span className="sr-only"> {props.tour}</span>
    </button>
  );
}

export interface TourListItemProps {
  tour: AdminTourListItem;
  onComplete: (tour: AdminTourListItem) => void;
  onCancel: (tour: AdminTourListItem) => void;
  /** Opens the tour's guest list, where the page offers one. */
  onGuests?: (tour: AdminTourListItem) => void;
}

/**
 * One tour: when, where, who, for how much, and cancelling it while scheduled; completing it
 * once it has begun (a tour cannot be completed before its start).
 */
export function TourListItem({ tour, onComplete, onCancel, onGuests }: TourListItemProps) {
  const partner = tourPartnerName(tour);
  const begun = Date.parse(tour.scheduledFor) <= Date.now();
  const named = `${tour.title} with ${partner}`;
  const opportunityLink = `${paths.adminOpportunities.path}?${new URLSearchParams({ search: tour.title })}`;
  const partnerLink = `${paths.adminUsers.path}?${new URLSearchParams({ search: tour.partnerEmail ?? partner })}`;
  return (
    <li className="flex flex-col gap-3 rounded-box border border-base-300 bg-base-100 p-4 sm:flex-row sm:items-center">
      <p className="shrink-0 font-semibold whitespace-nowrap tabular-nums sm:w-28">
        <time dateTime={tour.scheduledFor}>{formatTourTime(tour.scheduledFor, tour.timeZone)}</time>
      </p>
      <div className="min-w-0 grow">
        <div className="flex flex-wrap items-center gap-2">
          <Link to={opportunityLink} className="link font-semibold break-words link-hover">
            {tour.title}
          </Link>
          <StatusBadge status={tour.status} />
        </div>
        <p className="text-sm break-words text-base-content/75">
          <Link to={partnerLink} className="link link-hover">
            {partner}
          </Link>
          {` · ${tour.location} · ${tourFigures(tour)}`}
        </p>
        {tour.attendance ? (
          <p className="text-sm text-base-content/75">
            Attendance: {attendanceText(tour.attendance)}
          </p>
        ) : null}
        {tour.cancellationReason ? (
          <p className="text-sm break-words text-base-content/75">
            Reason: {tour.cancellationReason}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        {onGuests ? (
          <TourAction className="btn-outline" onClick={() => onGuests(tour)} tour={named}>
            Guests
          </TourAction>
        ) : null}
        {tour.status === "scheduled" ? (
          <>
            <TourAction
              className="btn-ghost text-red-700 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
              onClick={() => onCancel(tour)}
              tour={named}
            >
              Cancel
            </TourAction>
            {begun ? (
              <TourAction className="btn-primary" onClick={() => onComplete(tour)} tour={named}>
                Complete
              </TourAction>
            ) : null}
          </>
        ) : null}
      </div>
    </li>
  );
}
