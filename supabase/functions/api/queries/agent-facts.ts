import type { TourSummary } from "../../_shared/portable/contracts/tour-details.ts";
import type { AgentFacts, QuickActionId } from "../../_shared/portable/support-agent.ts";
import type { Tx } from "../../_shared/server/transaction.ts";
import { pendingDocuments } from "./legal-documents.ts";
import { findMatches } from "./matches.ts";
import { tourSummaryColumns } from "./tour-columns.ts";

const SHOWN = 3;

/** What the Support Agent needs to answer `action`, read as the partner (their RLS). */
export async function gatherAgentFacts(tx: Tx, action: QuickActionId): Promise<AgentFacts> {
  const [me] = await tx<
    {
      firstName: string | null;
      businessName: string | null;
      businessType: string | null;
      expertise: string[];
      services: string[];
      availability: string[];
      isVerified: boolean;
    }[]
  >`
    select
      u.first_name as "firstName",
      u.business_name as "businessName",
      u.business_type as "businessType",
      u.expertise,
      u.services,
      u.availability,
      u.is_verified as "isVerified"
    from public.users u where u.id = (select auth.uid())
  `;
  const missingProfile = [
    ...(me?.businessName?.trim() ? [] : ["business name"]),
    ...(me?.businessType?.trim() ? [] : ["business type"]),
    ...(me?.expertise.length ? [] : ["areas of expertise"]),
    ...(me?.services.length ? [] : ["services offered"]),
    ...(me?.availability.length ? [] : ["availability"]),
  ];
  const [bids] = await tx<{ active: number }[]>`
    select count(*)::int as active from public.bids b
    where b.user_id = (select private.business_id()) and b.status in ('pending', 'shortlisted')
  `;
  const upcomingTours = await tx<TourSummary[]>`
    select ${tourSummaryColumns(tx)}
    from public.tours t join public.opportunities o on o.id = t.opportunity_id
    where t.partner_id = (select private.business_id()) and t.status = 'scheduled' and t.scheduled_for > now()
    order by t.scheduled_for
    limit ${action === "cancel_tour" ? 10 : SHOWN}
  `;
  const matches = action === "available_tours" ? await findMatches(tx, SHOWN) : [];
  const documents = action === "become_partner" ? await pendingDocuments(tx) : [];
  return {
    firstName: me?.firstName ?? null,
    missingProfile,
    isVerified: me?.isVerified ?? false,
    activeBids: bids?.active ?? 0,
    upcomingTours: upcomingTours.map(({ title, date, timeZone, location }) => ({
      title,
      date,
      timeZone,
      location,
    })),
    matches: matches.map((match) => ({
      title: match.title,
      date: match.date,
      timeZone: match.timeZone,
      location: match.location,
      baseRate: match.baseRate,
    })),
    pendingDocuments: documents.map((document) => document.title),
  };
}
