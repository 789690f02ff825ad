import { demo } from "./accounts.ts";
import { apiAs } from "./api.ts";

type Api = Awaited<ReturnType<typeof apiAs>>;

export const TOUR_CLIENT = {
  clientContact: "Priya Shah",
  clientEmail: "priya.shah@acme-retreats.test",
  clientPhone: "+14155550123",
};

/**
 * A tour scheduled the real way: the admin creates the opportunity (with its client, group and
 * requests) and assigns the partner, the partner bids with an add-on, the admin accepts.
 */
export async function scheduleTour(partner: Api, title: string, date: Date) {
  const admin = await apiAs(demo.admin);
  const opportunity = await admin.call<{ id: string }>("POST", "/api/admin/opportunities", {
    title,
    description: "Walk the rows at first light and finish with a farm breakfast.",
    location: "1200 Westside Road, Healdsburg, CA",
    tourType: "farm",
    date: date.toISOString(),
    baseRate: "450.00",
    groupSize: 12,
    groupType: "corporate",
    ageRestrictions: "21+",
    accessibility: ["Wheelchair accessible"],
    specialRequests: "Two guests are vegetarian.",
    ...TOUR_CLIENT,
    internalNotes: "Budget approved up to $1,800.",
  });
  await admin.call("POST", `/api/admin/opportunities/${opportunity.id}/assign`, {
    userIds: [partner.userId],
  });
  const bid = await partner.call<{ id: string }>("POST", "/api/bids", {
    opportunityId: opportunity.id,
    amount: "475",
    additionalServices: ["refreshments"],
  });
  const accepted = await admin.call<{ tour: { id: string } }>("PUT", `/api/admin/bids/${bid.id}`, {
    status: "accepted",
  });
  return { opportunityId: opportunity.id, tourId: accepted.tour.id };
}
