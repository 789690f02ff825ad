import type { Mail } from "../lib/context.ts";
import { escapeHtml } from "../lib/http.ts";
import type { EmailLinkType } from "./email-otp.ts";

interface Template {
  subject: string;
  heading: string;
  intro: string;
  action: string;
}

/** The wording of GoTrue's default mail templates. */
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

export function emailLinkMail(type: EmailLinkType, to: string, link: string, otp: string): Mail {
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
  to: string,
  currentEmail: string,
  newEmail: string,
  link: string,
  otp: string,
): Mail {
  const intro = `Follow this link to confirm the update of your email from ${currentEmail} to ${newEmail}:`;
  const text = `Confirm Change of Email\n\n${intro}\n${link}\n\nAlternatively, enter the code: ${otp}\n`;
  const html = `<h2>Confirm Change of Email</h2>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}">Change Email</a></p>
<p>Alternatively, enter the code: <strong>${escapeHtml(otp)}</strong></p>`;
  return { to, subject: "Confirm Email Change", text, html };
}
