import { addOnNote } from "@shared/add-ons";
import type { TourGuide } from "@shared/contracts/team";
import type { TourDetails } from "@shared/contracts/tour-details";
import { toCents } from "@shared/money";
import { MONEY_LABELS } from "@shared/money-labels";
import { TourThread } from "@/features/chat";
import { useCurrentUser } from "@/lib/current-user";
import { teamRoleOf } from "@/lib/team-access";
import { capitalize, formatMoney } from "@/utils/format";
import { attendanceText } from "../attendance";
import { tourAmount } from "./tour-amount";
import {
  ClientContact,
  Fact,
  groupSummary,
  listOrNone,
  MeetingPlace,
  TourNotes,
  TourWhen,
} from "./tour-facts";
import { guideName, TourGuidePicker } from "./tour-guide-picker";
import { tourIcsFileName, tourIcsHref } from "./tour-ics";
import { TourManifest } from "./tour-manifest";
import { TourStatusBadge } from "./tour-status-badge";
import { WithdrawFromTour } from "./withdraw-from-tour";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `tour-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby={id}>
      <div className="card-body gap-3 p-5">
        <h2 id={id} className="card-title text-lg">
          {title}
        </h2>
        <dl className="grid gap-3 sm:grid-cols-2">{children}</dl>
      </div>
    </section>
  );
}

/** The tour page's body: the day, the place and the people, the group, the agreement. */
export function TourDetailsView({
  tour,
  guides,
}: {
  tour: TourDetails;
  /** The team's guides, for the one who gives the tour its guide; absent for anyone else. */
  guides?: readonly TourGuide[];
}) {
  // The business's owner or manager may withdraw from it; an admin reading the tour, or the
  // tour's guide, sees no such action.
  const user = useCurrentUser().data;
  const decides =
    user?.role !== "admin" && user ? ["owner", "manager"].includes(teamRoleOf(user)) : false;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold break-words">{tour.title}</h1>
          <TourStatusBadge status={tour.status} />
        </div>
        <p className="text-lg">
          <TourWhen tour={tour} />
        </p>
        {tour.status === "cancelled" ? (
          <p role="status" className="alert alert-warning alert-soft">
            This tour was cancelled{tour.cancellationReason ? `: ${tour.cancellationReason}` : "."}
          </p>
        ) : null}
        {tour.status === "scheduled" ? (
          <p>
            <a
              className="btn btn-sm btn-outline btn-primary"
              href={tourIcsHref(tour)}
              download={tourIcsFileName(tour)}
            >
              Add to calendar
            </a>
          </p>
        ) : null}
        {tour.status === "scheduled" && decides ? <WithdrawFromTour tourId={tour.id} /> : null}
      </div>
      {tour.attendance ? (
        <p>
          <span className="font-semibold">Attendance:</span> {attendanceText(tour.attendance)}
        </p>
      ) : null}
      {tour.status === "cancelled" ? null : <TourManifest tour={tour} />}
      <div className="grid gap-6 lg:grid-cols-2">
        <Section title="Where and who">
          <Fact term="Meeting address">
            <MeetingPlace location={tour.location} meetingPlace={tour.meetingPlace} />
          </Fact>
          <Fact term="Client">
            <ClientContact client={tour.client} title={tour.title} />
          </Fact>
          <Fact term="Guide">
            {guides && tour.status === "scheduled" ? (
              <TourGuidePicker tourId={tour.id} current={tour.guide} guides={guides} />
            ) : (
              guideName(tour.guide)
            )}
          </Fact>
          {tour.emergencyContact ? (
            <Fact term="Emergency contact">{tour.emergencyContact}</Fact>
          ) : null}
        </Section>
        <Section title="The group">
          <Fact term="Group">{groupSummary(tour)}</Fact>
          <Fact term="Experience">{capitalize(tour.experienceLevel)}</Fact>
          <TourNotes tour={tour} />
          <Fact term="Meals">{listOrNone(tour.mealPreferences)}</Fact>
          <Fact term="Transportation">
            {tour.transportationNeeded ? "The group needs transportation" : "Not needed"}
          </Fact>
        </Section>
        <Section title="The agreement">
          <Fact
            term={tour.agreedAmount === null ? MONEY_LABELS.baseRate : MONEY_LABELS.agreedAmount}
          >
            {formatMoney(tourAmount(tour))}
          </Fact>
          <Fact term="Add-ons you provide">
            {listOrNone(
              tour.addOns.map((addOn) =>
                addOnNote({ label: addOn.label, priceCents: toCents(addOn.price) ?? 0 }),
              ),
            )}
          </Fact>
          <Fact term="Requirements">{listOrNone(tour.requirements)}</Fact>
          {tour.equipmentProvided.length > 0 ? (
            <Fact term="Equipment provided">{tour.equipmentProvided.join(", ")}</Fact>
          ) : null}
          {tour.insuranceRequired ? <Fact term="Insurance">Required</Fact> : null}
        </Section>
        {tour.description ? (
          <section className="card bg-base-100 shadow-sm" aria-labelledby="tour-about">
            <div className="card-body gap-2 p-5">
              <h2 id="tour-about" className="card-title text-lg">
                About the tour
              </h2>
              <p className="break-words whitespace-pre-line">{tour.description}</p>
            </div>
          </section>
        ) : null}
      </div>
      <TourThread tourId={tour.id} />
    </div>
  );
}
