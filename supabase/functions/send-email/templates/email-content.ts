import type { EmailCategory } from "../../_shared/portable/contracts/email.ts";

/**
 * What an outbox row's `content` holds (written by the database, private.mail_notification):
 * the facts its words are made of (`data`, rendered by the messages catalogue with the row's
 * kind) and what the template shows of its tour.
 */
export interface EmailContent {
  data?: Record<string, unknown>;
  actionPath?: string;
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
};

export function buttonLabel(category: EmailCategory) {
  return BUTTON_LABELS[category];
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
