import type { Mail } from "../lib/context.ts";
import type { AuthContext } from "./auth-context.ts";

/** Sends the mails of one action, counted once against email_sent as GoTrue's sendEmail does. */
export async function deliverMail(auth: AuthContext, ...mails: Mail[]) {
  auth.limits.checkMail(auth.settings.mailerAutoconfirm);
  for (const mail of mails) await auth.mail.send(mail);
}
