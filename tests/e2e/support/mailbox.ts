import { stackConfig } from "../../../local-stack/lib/config.ts";

const { mailboxUrl } = stackConfig("test");

interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The newest mail Auth sent to `email`, waiting up to `timeoutMs` for it to arrive. */
export async function latestMailTo(email: string, timeoutMs = 5000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${mailboxUrl}/api/messages?to=${encodeURIComponent(email)}`);
    const mails = (await response.json()) as Mail[];
    if (mails[0]) return mails[0];
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${email} within ${timeoutMs} ms`);
}

/** The first link in a mail that goes through Auth's /verify endpoint. */
export function verifyLink(mail: Mail): string {
  const link = /https?:\/\/[^\s"'<>]+\/auth\/v1\/verify[^\s"'<>]*/.exec(mail.text || mail.html);
  if (!link) throw new Error(`no verify link in "${mail.subject}"`);
  return link[0].replaceAll("&amp;", "&");
}

/** The path of the portal link in a product mail that leads under `prefix` (`/guests`, …). */
export function portalPath(mail: Mail, prefix: string): string {
  const link = new RegExp(`https?://[^\\s"'<>]+(${prefix}/[0-9a-f]{64})`).exec(mail.text);
  if (!link?.[1]) throw new Error(`no ${prefix} link in "${mail.subject}"`);
  return link[1];
}

/**
 * The product's mails to `address` (newest first) once the send-email function has delivered
 * one with `subject` from the outbox: it is run until then.
 */
export async function outboxMailsTo(address: string, subject: string): Promise<Mail[]> {
  const { functionsUrl, testStack } = await import("../../support/stack.ts");
  for (let i = 0; i < 60; i++) {
    await fetch(`${functionsUrl}/send-email`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${testStack.serviceRoleKey}`,
        "content-type": "application/json",
      },
      body: "{}",
    });
    const response = await fetch(`${mailboxUrl}/api/messages?to=${encodeURIComponent(address)}`);
    const mails = (await response.json()) as Mail[];
    if (mails.some((mail) => mail.subject === subject)) return mails;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no mail "${subject}" to ${address}`);
}
