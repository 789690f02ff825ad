import { SupportInbox } from "@/features/chat/admin/components/support-inbox";

/** Support inbox (/admin/support): admins answer partners as the Support Agent. */
export function AdminSupportRoute() {
  return (
    <>
      <title>Support Inbox · Tour Partner Portal</title>
      <div className="flex h-[calc(100dvh-7rem-1px)] min-h-[28rem] flex-col gap-4 lg:h-[calc(100dvh-8rem-1px)]">
        <h1 className="text-3xl font-bold">Support Inbox</h1>
        <SupportInbox />
      </div>
    </>
  );
}
