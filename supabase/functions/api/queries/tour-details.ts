import { type StoredAddOn, sentAddOns } from "../../_shared/portable/add-ons.ts";
import type { TourDetails } from "../../_shared/portable/contracts/tour-details.ts";
import type { Tx } from "../../_shared/server/transaction.ts";
import { tourSummaryColumns } from "./tour-columns.ts";

/** The caller's scheduled tours from `start`, soonest first, at most `limit`. */
export function scheduledToursFrom(tx: Tx, start: Date, limit: number) {
  return selectTourDetails(
    tx,
    tx`where t.partner_id = (select private.business_id())
         and t.status = 'scheduled'
         and t.scheduled_for >= ${start}`,
    limit,
  );
}

/** The owner or a manager gives tour `id` its guide, or none (public.assign_tour_guide). */
export async function assignGuide(tx: Tx, id: string, guideId: string | null) {
  await tx`select from public.assign_tour_guide(${id}, ${guideId})`;
  return readTourDetails(tx, id);
}

/** Tour `id`'s details, if the caller may see it. */
export async function readTourDetails(tx: Tx, id: string): Promise<TourDetails | undefined> {
  const [tour] = await selectTourDetails(tx, tx`where t.id = ${id}`, 1);
  return tour;
}

/**
 * The tours `where` picks, as docs/api.md TourDetails, soonest first. RLS leaves a partner
 * their own tours; the client's contact comes from public.tour_client_contacts(), which gives
 * it only to the tour's partner while the tour is scheduled, and to admins.
 */
async function selectTourDetails(tx: Tx, where: ReturnType<Tx>, limit: number) {
  const tours = await tx<(Omit<TourDetails, "client" | "addOns"> & { addOns: StoredAddOn[] })[]>`
    select
      ${tourSummaryColumns(tx)},
      o.description,
      o.group_type as "groupType",
      o.age_restrictions as "ageRestriction",
      o.experience_level as "experienceLevel",
      o.accessibility,
      o.meal_preferences as "mealPreferences",
      o.special_requests as "specialRequests",
      o.requirements,
      o.transportation_needed as "transportationNeeded",
      coalesce(b.add_ons, '[]') as "addOns",
      t.custom_instructions as instructions,
      t.emergency_contact as "emergencyContact",
      t.equipment_provided as "equipmentProvided",
      t.insurance_required as "insuranceRequired",
      t.completed_at as "completedAt",
      (select jsonb_build_object('listed', a.listed, 'checkedIn', a.checked_in,
         'walkIns', a.walk_ins, 'noShows', a.no_shows)
       from public.tour_attendance a where a.tour_id = t.id) as attendance,
      t.created_at as "createdAt",
      t.updated_at as "updatedAt",
      -- RLS leaves it to admins and the partner of a tour not cancelled.
      case when m.opportunity_id is not null and t.status <> 'cancelled' then json_build_object(
        'street', m.street, 'state', m.state, 'zip', m.zip, 'instructions', m.instructions
      ) end as "meetingPlace"
    from public.tours t
    join public.opportunities o on o.id = t.opportunity_id
    left join public.bids b on b.id = t.bid_id
    left join public.opportunity_meeting_places m on m.opportunity_id = o.id
    ${where}
    order by t.scheduled_for, t.id
    limit ${limit}
  `;
  if (tours.length === 0) return [];
  const contacts = await tx<
    { tourId: string; name: string | null; email: string | null; phone: string | null }[]
  >`
    select tour_id as "tourId", client_contact as name, client_email as email,
           client_phone as phone
    from public.tour_client_contacts(${tours.map((tour) => tour.id)}::uuid[])
  `;
  const byTour = new Map(contacts.map(({ tourId, ...contact }) => [tourId, contact]));
  return tours.map(
    (tour): TourDetails => ({
      ...tour,
      addOns: sentAddOns(tour.addOns),
      client: contactOrNull(byTour.get(tour.id)),
    }),
  );
}

function contactOrNull(contact: TourDetails["client"] | undefined) {
  if (!contact || (!contact.name && !contact.email && !contact.phone)) return null;
  return contact;
}
