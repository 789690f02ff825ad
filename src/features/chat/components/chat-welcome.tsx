import { ChatIcon } from "@/components/ui/icons";

/** The empty conversation: what the Support Agent can help with. */
export function ChatWelcome() {
  return (
    <div className="flex h-full flex-col items-center justify-center gap-3 px-4 py-8 text-center">
      <span className="rounded-full bg-primary/10 p-4 text-primary">
        <ChatIcon className="size-8" />
      </span>
      <h2 className="text-xl font-semibold">Welcome to Tour Support!</h2>
      <p className="max-w-md text-base-content/80">
        I'm your Support Agent. Ask me about booking tours, the tours available to you, cancelling a
        tour or becoming a tour partner. Pick a quick action below or type your own message.
      </p>
    </div>
  );
}
