import { TEAM_ROLE_LABELS, type TeamRole } from "../contracts/team.ts";
import { fact, timeLeft, tourStartFrom, tourTimeText } from "./message-facts.ts";
import { type NotificationData, renderNotification } from "./notification-messages.ts";

/**
 * What a product e-mail says: its subject, its heading and its message, from the outbox row's
 * kind and the facts in its content (`data`). A notification's mail says what the notification
 * says; the events without a notification (a bid to review, a tour's reminder, the digest) are
 * here. The database writes only the kind and the facts.
 */

export interface EmailWords {
  subject: string;
  heading: string;
  message?: string;
}

/** The footer of a mail to someone without an account (an organiser, a guest): why it came. */
export const NO_ACCOUNT_MAIL_REASON =
  "You get this e-mail because a tour booked through Tour Partner Portal names this address.";

/** The footer of a team invite, to an address that may have no account yet. */
export const TEAM_INVITE_MAIL_REASON =
  "You get this e-mail because a business on Tour Partner Portal invited this address to its team.";

/** The mails about the account itself (its address): not optional, so no unsubscribe. */
export const ACCOUNT_MAIL_KINDS: ReadonlySet<string> = new Set(["welcome", "email_confirmation"]);

/** The footer of an account mail: why it came, to an address that may not be the reader's. */
export const ACCOUNT_MAIL_REASON =
  "You get this e-mail because this address was used to sign up for Tour Partner Portal. If that was not you, ignore it: the address stays unconfirmed.";

/** The button of an account mail. */
export const CONFIRM_EMAIL_BUTTON = "Confirm your e-mail address";

/** The longest subject a mail carries (what the outbox held before the words moved here). */
export const MAX_SUBJECT_LENGTH = 300;

type Render = (data: NotificationData) => EmailWords;

const EMAIL_MESSAGES: Readonly<Record<string, Render>> = {
  bid_submitted: (data) => ({
    subject: `New bid on "${fact(data.opportunityTitle)}"`,
    heading: "Bid awaiting review",
    message: `${fact(data.partnerName) || "A partner"} bid $${fact(data.amount)} on "${fact(data.opportunityTitle)}".`,
  }),
  // Worded from the time actually left when it was sent, on the tour's clock: true even when
  // the job ran late or the reminder hours were changed.
  tour_reminder: (data) => {
    const soon = Number(data.stage) === 2;
    const left = timeLeft(data.startsAt, data.remindedAt);
    return {
      subject: `Reminder: "${fact(data.opportunityTitle)}" ${tourStartFrom(data.startsAt, data.remindedAt, data.timeZone)}`,
      heading: soon ? `Your tour starts in ${left}` : `Your tour is in ${left}`,
      message: `"${fact(data.opportunityTitle)}" at ${fact(data.location)}.`,
    };
  },
  // To the organiser or a guest after the tour, who has no account: the link is theirs alone.
  review_request: (data) => ({
    subject: `How was "${fact(data.opportunityTitle)}"?`,
    heading: `How was your tour with ${fact(data.partnerName) || "your host"}?`,
    message: `Rate "${fact(data.opportunityTitle)}" on ${tourTimeText(data.startsAt, data.timeZone)} from 1 to 5 stars, with a few words if you like. Your review is shown to ${fact(data.partnerName) || "your host"}, who may answer it publicly. The link takes one review.`,
  }),
  // To the organiser, who has no account, when a tour is awarded.
  guest_list_link: (data) => ({
    subject: `Your guest list for "${fact(data.opportunityTitle)}"`,
    heading: "Add your guests",
    message: `"${fact(data.opportunityTitle)}" is booked for ${tourTimeText(data.startsAt, data.timeZone)}. Add up to ${fact(data.groupSize)} guests, each with a date of birth, from your private link.`,
  }),
  // To the address an owner invites to their business's team; it may have no account yet.
  team_invite: (data) => ({
    subject: `Join ${fact(data.businessName)} on Tour Partner Portal`,
    heading: `You are invited to join ${fact(data.businessName)}`,
    message: `${fact(data.inviterName) || "The owner"} invites you to the team of ${fact(data.businessName)} as ${TEAM_ROLE_LABELS[fact(data.role) as TeamRole] ?? fact(data.role)}. Sign up or sign in with this address to accept. The link works once, until ${linkExpiry(data.expiresAt)}.`,
  }),
  // To a guest with an e-mail, once listed on a tour whose opportunity asks for a waiver.
  waiver_link: (data) => ({
    subject: `Please sign the waiver for "${fact(data.opportunityTitle)}"`,
    heading: "Sign your waiver",
    message: `You are on the guest list of "${fact(data.opportunityTitle)}" on ${tourTimeText(data.startsAt, data.timeZone)}. Please read and sign "${fact(data.waiverTitle)}" before the tour.`,
  }),
  // After sign-up: the link confirms the address (21_email_confirmation.sql).
  welcome: (data) => ({
    subject: "Welcome to Tour Partner Portal",
    heading: "Welcome to Tour Partner Portal",
    message: `Thanks for signing up. Please confirm that this is your e-mail address: we pay partners only to a confirmed address. The link works once, until ${linkExpiry(data.expiresAt)}.`,
  }),
  // "Send again" from the portal.
  email_confirmation: (data) => ({
    subject: "Confirm your e-mail address",
    heading: "Confirm your e-mail address",
    message: `Please confirm that this is your e-mail address: we pay partners only to a confirmed address. The link works once, until ${linkExpiry(data.expiresAt)}.`,
  }),
  digest: (data) => ({
    subject:
      Number(data.count) === 1
        ? "Your daily summary: 1 update"
        : `Your daily summary: ${fact(data.count)} updates`,
    heading: "Your daily summary",
  }),
  /** A mail whose words were stored with the row (written before the catalogue). */
  legacy: (data) => ({
    subject: fact(data.subject),
    heading: fact(data.heading) || fact(data.subject),
    message: data.message === undefined ? undefined : fact(data.message),
  }),
};

/** The words of an outbox row of `kind` whose content's facts are `data`. */
export function renderEmailWords(kind: string, data: NotificationData | undefined): EmailWords {
  const facts = data ?? {};
  const render = EMAIL_MESSAGES[kind];
  const words = render
    ? render(facts)
    : (() => {
        const { title, text } = renderNotification(kind, facts);
        return { subject: title, heading: title, message: text };
      })();
  return { ...words, subject: words.subject.slice(0, MAX_SUBJECT_LENGTH) };
}

/** When a confirmation link stops working, in UTC (the mail knows no reader's zone). */
function linkExpiry(value: unknown): string {
  const date = new Date(typeof value === "string" ? value : Number.NaN);
  if (Number.isNaN(date.getTime())) return "7 days after it was sent";
  return `${new Intl.DateTimeFormat("en-US", {
    timeZone: "UTC",
    dateStyle: "long",
    timeStyle: "short",
  }).format(date)} UTC`;
}
