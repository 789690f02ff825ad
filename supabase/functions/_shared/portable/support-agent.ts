/**
 * The Support Agent's automated answers. The chat's quick-action buttons fill the input with
 * these texts; a message that is one of them gets an answer built from the partner's own data,
 * anything else is acknowledged and left for a person.
 */

import { formatTourDateTime } from "./tour-time.ts";

export const QUICK_ACTIONS = [
  { id: "booking_help", label: "Booking Help", text: "I need help with booking a tour." },
  { id: "available_tours", label: "Available Tours", text: "What tours are available for me?" },
  { id: "cancel_tour", label: "Cancel Tour", text: "I need to cancel a tour." },
  { id: "become_partner", label: "Become Partner", text: "How do I become a tour partner?" },
] as const;

export type QuickActionId = (typeof QUICK_ACTIONS)[number]["id"];

export const HANDOFF_REPLY =
  "Thanks for your message! I've passed it to our support team, and a person will answer you here shortly.";

function normalise(text: string) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** The quick action a message is (its button text or its label), if any. */
export function detectQuickAction(message: string): QuickActionId | undefined {
  const said = normalise(message);
  return QUICK_ACTIONS.find(
    (action) => normalise(action.text) === said || normalise(action.label) === said,
  )?.id;
}

export interface TourFact {
  title: string;
  date: Date | string;
  /** The tour's clock: its times are quoted on it, as everywhere (tour-time.ts). */
  timeZone: string;
  location: string;
}

export interface OpportunityFact extends TourFact {
  baseRate: string;
}

/** What the agent knows about the partner when it answers; gathered under their own RLS. */
export interface AgentFacts {
  firstName: string | null;
  missingProfile: string[];
  isVerified: boolean;
  activeBids: number;
  upcomingTours: TourFact[];
  matches: OpportunityFact[];
  pendingDocuments: string[];
}

function plural(count: number, one: string, many = `${one}s`) {
  return `${count} ${count === 1 ? one : many}`;
}

function list(items: string[]) {
  return items.map((item) => `• ${item}`).join("\n");
}

function describeTour(tour: TourFact) {
  return `"${tour.title}", ${formatTourDateTime(tour.date, tour.timeZone)}, ${tour.location}`;
}

function greeting(facts: AgentFacts) {
  return facts.firstName ? `Hi ${facts.firstName}! ` : "Hi! ";
}

function bookingHelp(facts: AgentFacts) {
  const next = facts.upcomingTours[0];
  return [
    `${greeting(facts)}Here is how booking works:`,
    "1. Open Opportunities and choose a tour.",
    "2. Press Submit Bid, enter your amount and tick any add-ons; the total adds them up.",
    "3. We review the bids and notify you; an accepted bid becomes a tour on your calendar.",
    `You have ${plural(facts.activeBids, "active bid")} awaiting a response.`,
    next ? `Your next tour: ${describeTour(next)}.` : "You have no upcoming tours yet.",
  ].join("\n");
}

function availableTours(facts: AgentFacts) {
  if (facts.matches.length === 0) {
    const hint =
      facts.missingProfile.length > 0
        ? ` Complete your profile (${facts.missingProfile.join(", ")}) to get better matches.`
        : " Check back soon: new opportunities are added every week.";
    return `${greeting(facts)}No open opportunities match your profile right now.${hint}`;
  }
  const lines = facts.matches.map(
    (match) => `${describeTour(match)}, base rate $${match.baseRate}`,
  );
  return [
    `${greeting(facts)}These open opportunities match your profile best:`,
    list(lines),
    "Open Opportunities to see them all and submit a bid.",
  ].join("\n");
}

function cancelTour(facts: AgentFacts) {
  if (facts.upcomingTours.length === 0) {
    return `${greeting(facts)}You have no upcoming tours to cancel. To take back a bid, open Opportunities and withdraw it while it is pending.`;
  }
  return [
    `${greeting(facts)}You have ${plural(facts.upcomingTours.length, "upcoming tour")}:`,
    list(facts.upcomingTours.map(describeTour)),
    "Reply with the tour you need to cancel and the reason; a coordinator will confirm the cancellation with you and let the guests know.",
  ].join("\n");
}

function becomePartner(facts: AgentFacts) {
  const profile =
    facts.missingProfile.length > 0
      ? `Your profile still needs: ${facts.missingProfile.join(", ")}.`
      : "Your business profile is complete.";
  const documents =
    facts.pendingDocuments.length > 0
      ? `Documents to sign: ${facts.pendingDocuments.join(", ")}.`
      : "All partner documents are signed.";
  const verification = facts.isVerified
    ? "Your account is verified."
    : "Verification is pending: our team reviews your profile and marks it verified.";
  return [
    `${greeting(facts)}Becoming a tour partner takes three steps: complete your business profile, sign the partner documents, and get verified by our team.`,
    profile,
    documents,
    verification,
  ].join("\n");
}

/** The agent's answer to a quick action, from the partner's facts. */
export function composeReply(action: QuickActionId, facts: AgentFacts): string {
  switch (action) {
    case "booking_help":
      return bookingHelp(facts);
    case "available_tours":
      return availableTours(facts);
    case "cancel_tour":
      return cancelTour(facts);
    case "become_partner":
      return becomePartner(facts);
  }
}
