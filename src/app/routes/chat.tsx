import { SupportChat } from "@/features/chat/components/support-chat";
import { useReadSupportReplies } from "@/features/notifications/hooks/use-read-support-replies";

/** Chat (/chat): product §2; the conversation fills the screen below the navigation bar. */
export function ChatRoute() {
  useReadSupportReplies();
  return (
    <>
      <title>Chat · Tour Partner Portal</title>
      <div className="flex h-[calc(100dvh-7rem-1px)] min-h-[28rem] flex-col gap-4 lg:h-[calc(100dvh-8rem-1px)]">
        <h1 className="text-3xl font-bold">Tour Support Chat</h1>
        <SupportChat />
      </div>
    </>
  );
}
