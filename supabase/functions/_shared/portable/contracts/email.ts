import { Constants, type Database } from "../database.types.ts";

type Enums = Database["public"]["Enums"];

/** What a product e-mail is about; each user chooses per category how it reaches them. */
export type EmailCategory = Enums["email_category"];
export const EMAIL_CATEGORIES = Constants.public.Enums.email_category;

/** How a category reaches its user: at once, in the daily digest, or not at all. */
export type EmailDelivery = Enums["email_delivery"];
export const EMAIL_DELIVERIES = Constants.public.Enums.email_delivery;

export type EmailStatus = Enums["email_status"];
export const EMAIL_STATUSES = Constants.public.Enums.email_status;

export const EMAIL_CATEGORY_LABELS: Readonly<Record<EmailCategory, string>> = {
  bids: "Bids and awards",
  schedule: "Schedule",
  licences: "Licences",
  payouts: "Payouts",
  support: "Support",
  admin_digests: "Admin digests",
  reviews: "Review requests",
};

export const EMAIL_CATEGORY_DESCRIPTIONS: Readonly<Record<EmailCategory, string>> = {
  bids: "Your bids accepted or declined, and tours you are assigned to.",
  schedule: "Your tours rescheduled, cancelled or completed, and reminders before them.",
  licences: "Licences approved, rejected, expiring and expired.",
  payouts: "Payments of what your tours earned.",
  support: "Answers from support while you are away.",
  admin_digests: "New bids to review, partners' licences and other platform news.",
  reviews: "A request to review a tour you took, once after it.",
};

export const EMAIL_DELIVERY_LABELS: Readonly<Record<EmailDelivery, string>> = {
  immediately: "Immediately",
  daily_digest: "Daily digest",
  off: "Off",
};

/**
 * The categories a role is offered: admin digests only to admins; review requests go to a
 * tour's organiser and guests, who have no account (their mail's unsubscribe is their say).
 */
export function emailCategoriesFor(role: Enums["user_role"]): readonly EmailCategory[] {
  return EMAIL_CATEGORIES.filter(
    (c) => c !== "reviews" && (role === "admin" || c !== "admin_digests"),
  );
}

/** What a category is until its user chooses (private.default_email_delivery). */
export function defaultEmailDelivery(category: EmailCategory): EmailDelivery {
  return category === "admin_digests" ? "daily_digest" : "immediately";
}

/**
 * Whether a category also goes to WhatsApp until its user chooses (private.default_whatsapp):
 * awards and bids, the tour's changes, cancellations and reminders, support answers.
 */
export function defaultWhatsApp(category: EmailCategory): boolean {
  return category === "bids" || category === "schedule" || category === "support";
}

/**
 * How one category reaches its user: `delivery` for e-mail (the digest is e-mail's), and
 * `whatsapp`, also to their verified WhatsApp number.
 */
export interface EmailPreference {
  category: EmailCategory;
  delivery: EmailDelivery;
  whatsapp: boolean;
}

/** POST /api/email-preferences/unsubscribe-links: the links of every earlier mail stopped working. */
export interface UnsubscribeLinksRotated {
  rotatedAt: string;
}

/** A mail of the admins' mail page (GET /api/admin/emails). */
/** How an outbox row reaches its recipient (public.message_channel). */
export const MESSAGE_CHANNELS = Constants.public.Enums.message_channel;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

export interface AdminEmail {
  id: string;
  /** E-mail, or WhatsApp (toAddress is then the number). */
  channel: MessageChannel;
  /** WhatsApp's latest status of a sent message: sent, delivered, read or failed. */
  deliveryStatus: "sent" | "delivered" | "read" | "failed" | null;
  category: EmailCategory;
  kind: string;
  subject: string;
  status: EmailStatus;
  toAddress: string | null;
  recipientName: string;
  attempts: number;
  lastError: string | null;
  sendAfter: string;
  sentAt: string | null;
  createdAt: string;
}

/** POST /api/admin/emails/:id/resend: the mail is queued again. */
export interface EmailQueued {
  id: string;
  status: "queued";
}

export interface AdminEmailCount {
  category: EmailCategory;
  status: EmailStatus;
  count: number;
}

/**
 * GET /api/email-preferences/digest: when the caller's daily digest comes, the digest hour
 * (admin setting email.digest_hour) on the caller's clock (their business's state's zone, else
 * UTC), as private.send_email_digests sends it.
 */
export interface EmailDigestTime {
  hour: number;
  timeZone: string;
}

/** "7:00 AM Pacific Time": the digest's hour, naming the zone whose clock it keeps. */
export function digestTimeText({ hour, timeZone }: EmailDigestTime, at: Date = new Date()) {
  const clock = `${hour % 12 === 0 ? 12 : hour % 12}:00 ${hour < 12 ? "AM" : "PM"}`;
  if (timeZone === "UTC") return `${clock} UTC`;
  const zone = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: "longGeneric" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  return `${clock} ${zone ?? timeZone}`;
}
