import type { Mail } from "../lib/context.ts";
import { escapeHtml } from "../lib/http.ts";
import type { AuthSettings, MailTemplateKind } from "./auth-config.ts";
import type { EmailLinkType } from "./email-otp.ts";

interface Template {
  subject: string;
  heading: string;
  intro: string;
  action: string;
}

/** The config's name of each link's template (`[auth.email.template.<kind>]`). */
const TEMPLATE_KIND: Record<EmailLinkType, MailTemplateKind> = {
  recovery: "recovery",
  magiclink: "magic_link",
  signup: "confirmation",
  invite: "invite",
};

/** What GoTrue hands a template: the link, the code, the addresses, the site. */
interface TemplateValues {
  ConfirmationURL: string;
  Token: string;
  Email: string;
  NewEmail?: string;
  SiteURL: string;
}

/**
 * A configured template as GoTrue renders it: each `{{ .Name }}` replaced by its value, HTML
 * escaped (Go's html/template escapes them too). The text part, which GoTrue does not send, is
 * the same words without the markup, each link written out after its label, so a test or a
 * plain-text reader finds it.
 */
function renderConfigured(
  template: { subject: string; content: string },
  to: string,
  values: TemplateValues,
): Mail {
  const fill = (source: string, write: (value: string) => string) =>
    source.replace(/\{\{\s*\.(\w+)\s*\}\}/g, (whole, name: string) => {
      const value = values[name as keyof TemplateValues];
      return value === undefined ? whole : write(value);
    });
  const html = fill(template.content, escapeHtml);
  const text = fill(template.content, (value) => value)
    .replace(/<(style|head)[^>]*>[\s\S]*?<\/\1>/gi, "")
    .replace(/<a\b[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, "$2: $1")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
  return { to, subject: fill(template.subject, (value) => value), text: `${text}\n`, html };
}

/** The wording of GoTrue's default mail templates, for a kind the config gives none. */
const TEMPLATES: Record<EmailLinkType, Template> = {
  recovery: {
    subject: "Reset Your Password",
    heading: "Reset Password",
    intro: "Follow this link to reset the password for your user:",
    action: "Reset Password",
  },
  magiclink: {
    subject: "Your Magic Link",
    heading: "Magic Link",
    intro: "Follow this link to login:",
    action: "Log In",
  },
  signup: {
    subject: "Confirm Your Signup",
    heading: "Confirm your signup",
    intro: "Follow this link to confirm your user:",
    action: "Confirm your mail",
  },
  invite: {
    subject: "You have been invited",
    heading: "You have been invited",
    intro: "You have been invited to create a user. Follow this link to accept the invite:",
    action: "Accept the invite",
  },
};

export function emailLinkMail(
  settings: Pick<AuthSettings, "mailTemplates" | "siteUrl">,
  type: EmailLinkType,
  to: string,
  link: string,
  otp: string,
): Mail {
  const configured = settings.mailTemplates[TEMPLATE_KIND[type]];
  if (configured) {
    return renderConfigured(configured, to, {
      ConfirmationURL: link,
      Token: otp,
      Email: to,
      SiteURL: settings.siteUrl,
    });
  }
  const t = TEMPLATES[type];
  const text = `${t.heading}\n\n${t.intro}\n${link}\n\nAlternatively, enter the code: ${otp}\n`;
  const html = `<h2>${escapeHtml(t.heading)}</h2>
<p>${escapeHtml(t.intro)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p>
<p>Alternatively, enter the code: <strong>${escapeHtml(otp)}</strong></p>`;
  return { to, subject: t.subject, text, html };
}

/** GoTrue's e-mail change mail; one goes to each address that must confirm the change. */
export function emailChangeMail(
  settings: Pick<AuthSettings, "mailTemplates" | "siteUrl">,
  to: string,
  currentEmail: string,
  newEmail: string,
  link: string,
  otp: string,
): Mail {
  const configured = settings.mailTemplates.email_change;
  if (configured) {
    return renderConfigured(configured, to, {
      ConfirmationURL: link,
      Token: otp,
      Email: currentEmail,
      NewEmail: newEmail,
      SiteURL: settings.siteUrl,
    });
  }
  const intro = `Follow this link to confirm the update of your email from ${currentEmail} to ${newEmail}:`;
  const text = `Confirm Change of Email\n\n${intro}\n${link}\n\nAlternatively, enter the code: ${otp}\n`;
  const html = `<h2>Confirm Change of Email</h2>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}">Change Email</a></p>
<p>Alternatively, enter the code: <strong>${escapeHtml(otp)}</strong></p>`;
  return { to, subject: "Confirm Email Change", text, html };
}
