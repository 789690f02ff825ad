import { AdminEmailsManager } from "@/features/email/admin/components/admin-emails-manager";

/** E-mail (/admin/emails): the product's mails per category and status, with resend. */
export function AdminEmailsRoute() {
  return (
    <>
      <title>E-mail · Tour Partner Portal</title>
      <h1 className="mb-6 text-3xl font-bold">E-mail</h1>
      <AdminEmailsManager />
    </>
  );
}
