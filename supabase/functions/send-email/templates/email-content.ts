import type { EmailCategory } from "../../_shared/portable/contracts/email.ts";
import { CONFIRM_EMAIL_BUTTON } from "../../_shared/portable/messages/email-messages.ts";
import { messageLink } from "../../_shared/portable/messages/message-links.ts";

/**
 * What an outbox row's `content` holds (written by the database, private.mail_notification):
 * the facts its words are made of (`data`, rendered by the messages catalogue with the row's
 * kind) and what the template shows of its tour.
 */
export interface EmailContent {
  data?: Record<string, unknown>;
  /** Mailed to an admin: its link opens the admin's page (messages/message-links.ts). */
  forAdmin?: boolean;
  tourTitle?: string;
  tourDate?: string;
  timeZone?: string;
  location?: string;
  /** A digest's items, oldest first. */
  items?: EmailItem[];
}

export interface EmailItem extends EmailContent {
  id: string;
  kind: string;
  category: EmailCategory;
  at: string;
}

const BUTTON_LABELS: Record<EmailCategory, string> = {
  bids: "View the opportunity",
  schedule: "Open your calendar",
  licences: "View your licences",
  payouts: "View your earnings",
  support: "Open the chat",
  admin_digests: "Open the admin console",
  reviews: "Review the tour",
};

/** The button of a mail in `category` whose link is `path`: a tour's page says so. */
export function buttonLabel(category: EmailCategory, path: string) {
  if (path.startsWith("/confirm-email/")) return CONFIRM_EMAIL_BUTTON;
  if (path.startsWith("/guests/")) return "Open your guest list";
  if (path.startsWith("/waivers/")) return "Read and sign the waiver";
  if (path.startsWith("/join/")) return "Join the team";
  return path.startsWith("/tours/") ? "View the tour" : BUTTON_LABELS[category];
}

/** Where an outbox row (or a digest's item) of `kind` leads, by the messages catalogue. */
export function contentLink(kind: string, content: EmailContent) {
  return messageLink(kind, content.data ?? {}, content.forAdmin === true);
}

/** A tour's date on its own clock, e.g. "Saturday, December 5, 2026 at 2:00 PM PST". */
export function formatTourDate(iso: string, timeZone = "UTC") {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  const zone = safeZone(timeZone);
  return new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    weekday: "long",
    month: "long",
    day: "numeric",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  }).format(date);
}

function safeZone(zone: string) {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone;
  } catch {
    return "UTC";
  }
}
