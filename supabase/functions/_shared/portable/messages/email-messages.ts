import { fact } from "./message-facts.ts";
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

/** The longest subject a mail carries (what the outbox held before the words moved here). */
export const MAX_SUBJECT_LENGTH = 300;

type Render = (data: NotificationData) => EmailWords;

/** "2 hours", "1 hour": a reminder's hours before the tour (the admin setting's, else `usual`). */
function hoursText(hours: unknown, usual: number) {
  const n = Number.isInteger(Number(hours)) && Number(hours) > 0 ? Number(hours) : usual;
  return n === 1 ? "1 hour" : `${n} hours`;
}

const EMAIL_MESSAGES: Readonly<Record<string, Render>> = {
  bid_submitted: (data) => ({
    subject: `New bid on "${fact(data.opportunityTitle)}"`,
    heading: "Bid awaiting review",
    message: `${fact(data.partnerName) || "A partner"} bid $${fact(data.amount)} on "${fact(data.opportunityTitle)}".`,
  }),
  tour_reminder: (data) => {
    const soon = Number(data.stage) === 2;
    return {
      subject: soon
        ? `Starting soon: "${fact(data.opportunityTitle)}"`
        : `Tomorrow: "${fact(data.opportunityTitle)}"`,
      heading: soon
        ? `Your tour starts in ${hoursText(data.hoursBefore, 2)}`
        : `Your tour is in ${hoursText(data.hoursBefore, 24)}`,
      message: `"${fact(data.opportunityTitle)}" at ${fact(data.location)}.`,
    };
  },
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
