import type { NotificationType } from "../contracts/notifications.ts";
import { MONEY_LABELS } from "../money-labels.ts";
import { fact, groupedAmount, longDate, tourTimeText } from "./message-facts.ts";

/**
 * THE catalogue of what a notification says: its type and the facts in its data make its title
 * and text. The database writes only the type and the facts; the API, the web app and the
 * send-email function render them here, so rewording is a change of this file, not a migration.
 * (docs/database.md "Notifications" lists what each type's data holds.)
 */

export interface NotificationWords {
  title: string;
  text: string;
}

/** A notification's data as the database writes it (jsonb of strings, numbers, booleans). */
export type NotificationData = Record<string, unknown>;

type Render = (data: NotificationData) => NotificationWords;

/** `"Sunset Walk" on Dec 5, 2026, 2:00 PM PST`: the tour and its time on its own clock. */
const tourOn = (data: NotificationData) =>
  `"${fact(data.opportunityTitle)}" on ${tourTimeText(data.date, data.timeZone)}`;

const licence = (data: NotificationData) =>
  `${fact(data.state)} ${fact(data.licenceType)} licence ${fact(data.licenceNumber)}`;

/** A sentence stored with the row itself: rows written before the catalogue. */
const stored: Render = (data) => ({ title: fact(data.title), text: fact(data.message) });

const PAYOUT_METHODS: Record<string, string> = { paypal: "PayPal" };

/** What an opportunity's edit changed, in order: its time, its place, its base rate. */
function opportunityChanges(data: NotificationData) {
  const rescheduled = fact(data.date) !== fact(data.previousDate);
  const relocated = fact(data.location) !== fact(data.previousLocation);
  const repriced = fact(data.baseRate) !== fact(data.previousBaseRate);
  const changes: string[] = [];
  if (rescheduled) {
    changes.push(
      `now starts ${tourTimeText(data.date, data.timeZone)} (was ${tourTimeText(
        data.previousDate,
        data.previousTimeZone ?? data.timeZone,
      )})`,
    );
  }
  if (relocated) {
    changes.push(`now meets at ${fact(data.location)} (was ${fact(data.previousLocation)})`);
  }
  if (repriced) {
    changes.push(`base rate is now $${fact(data.baseRate)} (was $${fact(data.previousBaseRate)})`);
  }
  const title =
    changes.length > 1
      ? "Tour details changed"
      : rescheduled
        ? "Tour rescheduled"
        : relocated
          ? "Tour location changed"
          : "Base rate changed";
  return { title, text: `"${fact(data.opportunityTitle)}" ${changes.join("; ")}.` };
}

function licenceExpiry(data: NotificationData): NotificationWords {
  const expired = data.stage === "expired";
  const what = licence(data);
  const on = fact(data.expiresOn);
  if (data.toPartner === true) {
    return expired
      ? {
          title: "Licence expired",
          text: `Your ${what} expired on ${on}. Tours that require a ${fact(data.state)} licence take your bids again once a renewed licence is approved.`,
        }
      : {
          title: "Licence expires soon",
          text: `Your ${what} expires on ${on} (in ${fact(data.days)} days). Add the renewed licence to keep bidding on tours that require it.`,
        };
  }
  const partner = fact(data.partnerName);
  return expired
    ? { title: "Partner licence expired", text: `${partner}'s ${what} expired on ${on}.` }
    : {
        title: "Partner licence expires soon",
        text: `${partner}'s ${what} expires on ${on} (in ${fact(data.days)} days).`,
      };
}

export const NOTIFICATION_MESSAGES: Readonly<Record<NotificationType, Render>> = {
  assignment: (data) => ({
    title: "New opportunity assigned",
    text: `You have been assigned to "${fact(data.opportunityTitle)}".`,
  }),
  bid_accepted: (data) => ({
    title: "Bid accepted",
    text: `Your bid for "${fact(data.opportunityTitle)}" was accepted. ${MONEY_LABELS.agreedAmount}: $${fact(data.amount)}.`,
  }),
  bid_declined: (data) => ({
    title: "Bid declined",
    text: `Your bid for "${fact(data.opportunityTitle)}" was declined: ${fact(data.reason)}`,
  }),
  tour_scheduled: (data) => ({
    title: "Tour scheduled",
    text: `${tourOn(data)} is on your schedule.`,
  }),
  tour_cancelled: (data) => ({
    title: "Tour cancelled",
    text: `${tourOn(data)} was cancelled by the organiser.${
      data.reason === null || data.reason === undefined ? "" : ` ${fact(data.reason)}`
    }`,
  }),
  tour_completed: (data) => ({
    title: "Tour completed",
    text: `${tourOn(data)} is complete. ${MONEY_LABELS.agreedAmount}: $${fact(data.amount)}, added to your earnings.`,
  }),
  opportunity_changed: opportunityChanges,
  opportunity_cancelled: (data) => ({
    title: "Opportunity cancelled",
    text: `${tourOn(data)} was cancelled by the organiser: ${fact(data.reason)}`,
  }),
  chat_reply: (data) => ({ title: "New message from Support", text: fact(data.excerpt) }),
  support_question: (data) => ({
    title: "A partner is waiting for an answer",
    text: fact(data.summary),
  }),
  payout_paid: (data) => ({
    title: "Payment sent",
    text: `We paid you $${groupedAmount(data.total)} on ${longDate(data.paidOn)} by ${
      PAYOUT_METHODS[fact(data.method)] ?? fact(data.method).replaceAll("_", " ")
    } (reference ${fact(data.reference)}).`,
  }),
  licence_approved: (data) => ({
    title: "Licence approved",
    text: `Your ${licence(data)} was approved.`,
  }),
  licence_rejected: (data) => ({
    title: "Licence rejected",
    text: `Your ${licence(data)} was rejected: ${fact(data.reason)}`,
  }),
  licence_expiry: licenceExpiry,
  legal_document_version: (data) => ({
    title: "New version to sign",
    text: `"${fact(data.documentTitle)}" has a new version (${fact(data.version)}). Please review and sign it again.`,
  }),
  auto_assign_none: (data) => ({
    title: "Auto-assign assigned nobody",
    text: `Auto-assign found nobody for "${fact(data.opportunityTitle)}": ${fact(data.reason)}.`,
  }),
  tour_withdrawn: (data) => ({
    title: "Partner withdrew from a tour",
    text: `${fact(data.partnerName)} withdrew from ${tourOn(data)}: ${fact(data.reason)} It is open for bids again.`,
  }),
  tour_withdrawal_requested: (data) => ({
    title: "A partner asks to withdraw",
    text: `${fact(data.partnerName)} asks to withdraw from ${tourOn(data)}: ${fact(data.reason)} Approve or refuse it on Tours.`,
  }),
  tour_withdrawal_approved: (data) => ({
    title: "Withdrawal approved",
    text: `You are released from ${tourOn(data)}.${data.note ? ` ${fact(data.note)}` : ""}`,
  }),
  tour_withdrawal_refused: (data) => ({
    title: "Withdrawal refused",
    text: `Your request to withdraw from ${tourOn(data)} was refused: the tour is still yours to run.${data.note ? ` ${fact(data.note)}` : ""}`,
  }),
  opportunity_reopened: (data) => ({
    title: "Open for bids again",
    text: `${tourOn(data)} is open for bids again.`,
  }),
  welcome: () => ({
    title: "Welcome to Tour Partner Portal",
    text: "Complete your profile to get matched with tours near you.",
  }),
  legacy: stored,
  system: stored,
};

/** The title and text a notification of `type` with `data` shows. */
export function renderNotification(type: string, data: NotificationData): NotificationWords {
  const render = NOTIFICATION_MESSAGES[type as NotificationType] ?? stored;
  return render(data ?? {});
}
