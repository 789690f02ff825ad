import type { NotificationData } from "./notification-messages.ts";

/**
 * Where a message leads: the bell's item, its e-mail's button and its digest line open the same
 * page. Anything about a tour opens that tour's page (past and cancelled tours included, for its
 * partner and for admins); an opportunity not yet awarded to the reader opens it in the list.
 * Paths are the web app's (src/config/paths.ts), relative to the portal's address.
 */
export function messageLink(kind: string, data: NotificationData, forAdmin: boolean): string {
  // A review request's link is its private token (made when the mail is sent), not the tour.
  if (kind === "review_request") return `/reviews/${linkToken(data.token)}`;
  // The organiser's and a guest's own links, made when the mail is sent as well: the token is
  // the page's only key.
  if (kind === "guest_list_link") return `/guests/${linkToken(data.token)}`;
  if (kind === "team_invite") return `/join/${linkToken(data.token)}`;
  if (kind === "waiver_link") return `/waivers/${linkToken(data.token)}`;
  // The welcome mail's and "send again"'s link: confirms the reader's own address.
  if (kind === "welcome" || kind === "email_confirmation")
    return `/confirm-email/${linkToken(data.token)}`;
  const tour = id(data.tourId);
  const opportunity = id(data.opportunityId);
  if (forAdmin) {
    if (kind === "support_question") return "/admin/support";
    // A request to decide: the Tours page lists them with Approve and Refuse.
    if (kind === "tour_withdrawal_requested") return "/admin/tours";
    if (id(data.licenceId)) return "/admin/licences";
    if (tour) return `/tours/${tour}`;
    if (opportunity) return `/admin/opportunities?opportunity=${opportunity}`;
    return "/admin";
  }
  if (tour) return `/tours/${tour}`;
  if (opportunity) return `/opportunities?opportunity=${opportunity}`;
  return PARTNER_PAGES[kind] ?? "/";
}

/** The page of each kind that names neither a tour nor an opportunity. */
const PARTNER_PAGES: Readonly<Record<string, string>> = {
  chat_reply: "/chat",
  payout_paid: "/earnings",
  licence_approved: "/profile",
  licence_rejected: "/profile",
  licence_expiry: "/profile",
  legal_document_version: "/profile",
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A fact that is an id, else nothing: a path never carries anything else from the data. */
function id(value: unknown): string | undefined {
  return typeof value === "string" && UUID.test(value) ? value.toLowerCase() : undefined;
}

/** A link token (private.link_token: hex), else nothing. */
function linkToken(value: unknown): string {
  return typeof value === "string" && /^[0-9a-f]{64}$/.test(value) ? value : "";
}
