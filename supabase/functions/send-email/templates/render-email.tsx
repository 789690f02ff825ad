import { render, toPlainText } from "@react-email/render";
import {
  EMAIL_CATEGORY_LABELS,
  type EmailCategory,
} from "../../_shared/portable/contracts/email.ts";
import {
  ACCOUNT_MAIL_KINDS,
  ACCOUNT_MAIL_REASON,
  NO_ACCOUNT_MAIL_REASON,
  renderEmailWords,
  TEAM_INVITE_MAIL_REASON,
} from "../../_shared/portable/messages/email-messages.ts";
import type { OutgoingEmail } from "../provider.ts";
import { DigestEmail } from "./digest-email.tsx";
import { buttonLabel, contentLink, type EmailContent } from "./email-content.ts";
import { EventEmail } from "./event-email.tsx";

/** An outbox row as private.claim_emails() hands it out. */
export interface ClaimedEmail {
  id: string;
  idempotency_key: string;
  kind: string;
  category: EmailCategory;
  content: EmailContent;
  to_address: string;
  recipient_name: string;
  /** Null for a mail to someone without an account (an organiser, a guest): nothing to turn off. */
  unsubscribe_token: string | null;
  /** What the token turns off: the mail's category, or every category a digest carries. */
  unsubscribe_categories: EmailCategory[];
  attempts: number;
  /** False for a person without an account (a tour's organiser or guest): no preferences page. */
  has_account: boolean;
}

export interface EmailSettings {
  from: string;
  replyTo: string;
  portalUrl: string;
  /** Where one-click unsubscribes go: the email-unsubscribe function. */
  unsubscribeUrl: string;
}

/**
 * The mail of an outbox row: its words from the messages catalogue (the row's kind and facts),
 * HTML and plain text from the same React tree, the sender and
 * reply-to from settings, and RFC 8058 one-click unsubscribe headers with the row's signed
 * token (every product mail is optional; Auth's security mails never come here).
 */
export async function renderEmail(
  mail: ClaimedEmail,
  settings: EmailSettings,
): Promise<OutgoingEmail> {
  const portalUrl = settings.portalUrl.replace(/\/+$/, "");
  // An account mail is about the address itself: nothing to unsubscribe from.
  const accountMail = ACCOUNT_MAIL_KINDS.has(mail.kind);
  const unsubscribeUrl =
    mail.unsubscribe_token && !accountMail
      ? `${settings.unsubscribeUrl}?token=${encodeURIComponent(mail.unsubscribe_token)}`
      : undefined;
  const content = mail.content ?? {};
  const footer = accountMail
    ? { reason: ACCOUNT_MAIL_REASON }
    : mail.has_account === false
      ? {
          reason: mail.kind === "team_invite" ? TEAM_INVITE_MAIL_REASON : NO_ACCOUNT_MAIL_REASON,
          unsubscribeUrl,
        }
      : {
          reason: `You get this e-mail because of your ${(
            mail.unsubscribe_categories ?? [mail.category]
          )
            .map((category) => `"${EMAIL_CATEGORY_LABELS[category]}"`)
            .join(" and ")} e-mail settings.`,
          preferencesUrl: `${portalUrl}/profile#email-preferences`,
          unsubscribeUrl,
        };
  const greeting = `Hi ${mail.recipient_name},`;
  const words = renderEmailWords(mail.kind, content.data);
  const link = contentLink(mail.kind, content);
  const element =
    mail.kind === "digest" ? (
      <DigestEmail
        preview={words.subject}
        greeting={greeting}
        heading={words.heading}
        items={content.items ?? []}
        portalUrl={portalUrl}
        action={{ href: `${portalUrl}/`, label: "Open the portal" }}
        footer={footer}
      />
    ) : (
      <EventEmail
        preview={words.message ?? words.subject}
        greeting={greeting}
        heading={words.heading}
        message={words.message}
        content={content}
        action={{
          href: `${portalUrl}${link}`,
          label: buttonLabel(mail.category, link),
        }}
        footer={footer}
      />
    );
  const html = await render(element);
  // The text part from the same HTML: what `render(…, { plainText: true })` gives, without
  // rendering the tree a second time (most of a mail's cost).
  const text = toPlainText(html);
  return {
    from: settings.from,
    to: mail.to_address,
    replyTo: settings.replyTo,
    subject: words.subject,
    html,
    text,
    headers: unsubscribeUrl
      ? {
          "List-Unsubscribe": `<${unsubscribeUrl}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
        }
      : {},
    idempotencyKey: mail.idempotency_key,
  };
}
