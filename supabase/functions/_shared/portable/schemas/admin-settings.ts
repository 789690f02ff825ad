import * as z from "zod/mini";

/**
 * The data-retention periods the product keeps, each a `retention.<what>_days` setting. A new
 * one is one line here and its default in private.admin_setting_defaults()
 * (supabase/schemas/14_admin_settings.sql), whose CHECK already bounds every such key.
 */
export const RETENTION_PERIODS = [
  { field: "guestDataRetentionDays", key: "retention.guest_data_days", label: "Guest data" },
] as const;

export type RetentionField = (typeof RETENTION_PERIODS)[number]["field"];

export const ADMIN_SETTINGS_MESSAGES = {
  mailFrom: "Enter a sender such as Tour Partner Portal <tours@example.com>",
  replyTo: "Enter an e-mail address, or leave it empty to use the support address",
  supportEmail: "Enter an e-mail address such as support@example.com",
  portalUrl: "Enter the portal's address, starting with https:// or http://",
  digestHour: "Choose a whole hour from 0 to 23",
  firstReminderHours: "The first reminder is a whole number of hours from 2 to 336",
  secondReminderHours: "The second reminder is a whole number of hours from 1 to 335",
  reminderOrder: "The second reminder must be fewer hours before the tour than the first",
  retentionDays: "A retention period is a whole number of days from 1 to 3650",
  withdrawalNoticeDays: "The notice for withdrawing is a whole number of days from 0 to 90",
  defaultWaiverDocument: "Choose an active liability waiver",
} as const;

const M = ADMIN_SETTINGS_MESSAGES;

// The same rules as the CHECKs on public.admin_settings (14_admin_settings.sql).
const EMAIL = /^[^\s@<>",;]+@[^\s@<>",;.]+(\.[^\s@<>",;.]+)+$/;
const NAMED_SENDER = /^[^<>"\p{Cc}]*[^<>"\p{Cc}\s] <([^<>]+)>$/u;
const HTTP_URL = /^https?:\/\/[^\s/?#@]+(\/[^\s?#]*)?$/;

function isEmail(text: string) {
  return text.length <= 254 && EMAIL.test(text);
}

/** An address, or a display name and the address in angle brackets; no line breaks. */
export function isMailSender(text: string) {
  if (isEmail(text)) return true;
  const address = NAMED_SENDER.exec(text)?.[1];
  return text.length <= 200 && address !== undefined && isEmail(address);
}

const trimmedText = (message: string, valid: (text: string) => boolean) =>
  z.string({ error: message }).check(z.trim(), z.refine(valid, message));

const wholeNumber = (min: number, max: number, message: string) =>
  z.number({ error: message }).check(z.int(message), z.gte(min, message), z.lte(max, message));

const retentionShape = Object.fromEntries(
  RETENTION_PERIODS.map((period) => [period.field, wholeNumber(1, 3650, M.retentionDays)]),
) as Record<RetentionField, ReturnType<typeof wholeNumber>>;

/**
 * PUT /api/admin/settings: every setting of the /admin/settings page at once. The digest hour
 * is on each user's own clock; the reminders are hours before a tour's start; the default
 * waiver is a liability waiver's id, or null for none.
 */
export const adminSettingsSchema = z
  .object({
    mailFrom: trimmedText(M.mailFrom, isMailSender),
    replyTo: trimmedText(M.replyTo, (text) => text === "" || isEmail(text)),
    supportEmail: trimmedText(M.supportEmail, isEmail),
    portalUrl: trimmedText(M.portalUrl, (text) => text.length <= 200 && HTTP_URL.test(text)),
    digestHour: wholeNumber(0, 23, M.digestHour),
    firstReminderHours: wholeNumber(2, 336, M.firstReminderHours),
    secondReminderHours: wholeNumber(1, 335, M.secondReminderHours),
    /** Days before a tour a partner's withdrawal is still released at once (82_tour_withdrawal). */
    withdrawalNoticeDays: wholeNumber(0, 90, M.withdrawalNoticeDays),
    ...retentionShape,
    // The liability waiver guests sign where an opportunity names none; null: no waiver.
    defaultWaiverDocumentId: z.pipe(
      z.nullable(
        z.union([z.literal(""), z.uuid(M.defaultWaiverDocument)], {
          error: M.defaultWaiverDocument,
        }),
      ),
      z.transform((id) => id || null),
    ),
  })
  .check(
    z.refine((settings) => settings.secondReminderHours < settings.firstReminderHours, {
      message: M.reminderOrder,
      path: ["secondReminderHours"],
    }),
  );

export type AdminSettingsInput = z.input<typeof adminSettingsSchema>;
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

/** Each setting of the page and the admin_settings key that holds it (reminders share one). */
export const ADMIN_SETTING_KEYS = {
  mailFrom: "email.from",
  replyTo: "email.reply_to",
  supportEmail: "platform.support_email",
  portalUrl: "email.portal_url",
  digestHour: "email.digest_hour",
  reminderHours: "email.reminder_hours",
  withdrawalNoticeDays: "tours.withdrawal_notice_days",
  defaultWaiverDocumentId: "waivers.default_document_id",
} as const;
