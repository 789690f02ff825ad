import { QueryState } from "@/components/ui/query-state";
import { formatCount, formatDateTime } from "@/utils/format";
import { useUnknownWhatsApp } from "../api/get-unknown-whatsapp";

/**
 * WhatsApp messages from numbers no partner verified: in no support thread, so the
 * admins read them here, newest first.
 */
export function UnknownWhatsAppMessages() {
  const messages = useUnknownWhatsApp();
  const items = messages.data?.items ?? [];
  const total = messages.data?.total ?? 0;
  return (
    <section className="card bg-base-100 shadow-sm" aria-labelledby="unknown-whatsapp-heading">
      <div className="card-body gap-3 p-5">
        <h2 id="unknown-whatsapp-heading" className="card-title text-lg">
          WhatsApp from unknown numbers
        </h2>
        <p className="text-sm text-base-content/75">
          Messages from numbers no partner has verified. They are in no support conversation.
        </p>
        <QueryState
          isPending={messages.isPending}
          error={messages.error}
          onRetry={() => void messages.refetch()}
          label="Loading messages from unknown numbers..."
        >
          {items.length === 0 ? (
            <p className="text-sm">No messages from unknown numbers.</p>
          ) : (
            <>
              <ul className="grid gap-3">
                {items.map((message) => (
                  <li key={message.id}>
                    <article
                      aria-label={`From ${message.from}`}
                      className="rounded-box border border-base-300 p-3"
                    >
                      <p className="text-sm">
                        <span className="font-semibold">{message.from}</span>
                        <span className="text-base-content/75">
                          {" "}
                          · {formatDateTime(message.receivedAt)}
                        </span>
                      </p>
                      <p className="break-words whitespace-pre-wrap">{message.message}</p>
                    </article>
                  </li>
                ))}
              </ul>
              {total > items.length ? (
                <p className="text-sm text-base-content/75">
                  The newest {items.length} of {formatCount(total, "message", "messages")}.
                </p>
              ) : null}
            </>
          )}
        </QueryState>
      </div>
    </section>
  );
}
