import { AdminEmailsManager } from "@/features/email/admin/components/admin-emails-manager";
import { UnknownWhatsAppMessages } from "@/features/email/admin/components/unknown-whatsapp-messages";

/**
 * E-mail (/admin/emails): the product's mails and WhatsApp messages per category and status,
 * with resend, then the WhatsApp messages from unknown numbers.
 */
export function AdminEmailsRoute() {
  return (
    <>
      <title>E-mail · Tour Partner Portal</title>
      <h1 className="mb-6 text-3xl font-bold">E-mail</h1>
      <div className="grid gap-6">
        <AdminEmailsManager />
        <UnknownWhatsAppMessages />
      </div>
    </>
  );
}
