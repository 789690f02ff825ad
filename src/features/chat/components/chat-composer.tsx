import { CHAT_MESSAGE_MAX_LENGTH } from "@shared/contracts/limits";
import { MESSAGE_TOO_LONG } from "@shared/schemas/chat";
import { type KeyboardEvent, type RefObject, useId } from "react";
import { SendIcon } from "@/components/ui/icons";

export interface ChatComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  sending: boolean;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
  label?: string;
  placeholder?: string;
}

/**
 * The message box and its Send button (product §5: trimmed, never empty, disabled while
 * sending). Enter sends; Shift+Enter starts a new line.
 */
export function ChatComposer({
  value,
  onChange,
  onSend,
  sending,
  inputRef,
  label = "Message",
  placeholder = "Type your message...",
}: ChatComposerProps) {
  const id = useId();
  const length = value.trim().length;
  // No silent cut at the limit: a longer paste stays whole and is told so.
  const tooLong = length > CHAT_MESSAGE_MAX_LENGTH;
  const canSend = length > 0 && !tooLong && !sending;
  const countId = `${id}-count`;
  const count = tooLong
    ? `${MESSAGE_TOO_LONG}: ${length.toLocaleString("en-US")} characters, at most ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString("en-US")}.`
    : `${length.toLocaleString("en-US")} of ${CHAT_MESSAGE_MAX_LENGTH.toLocaleString("en-US")} characters`;
  // The count shows near the limit only; past it, it is the field's error.
  const showCount = length > CHAT_MESSAGE_MAX_LENGTH * 0.9;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  };

  return (
    <form
      className="flex flex-col gap-1"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) onSend();
      }}
    >
      <div className="flex items-end gap-2">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <textarea
          id={id}
          ref={inputRef}
          rows={1}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={placeholder}
          aria-invalid={tooLong ? true : undefined}
          aria-describedby={showCount ? countId : undefined}
          className={`textarea ${tooLong ? "textarea-error" : ""} max-h-40 min-h-11 w-full flex-1 resize-none text-base field-sizing-content`}
        />
        <button type="submit" className="btn btn-primary min-h-11" disabled={!canSend}>
          {sending ? (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          ) : (
            <SendIcon className="size-4" />
          )}
          Send
        </button>
      </div>
      {showCount ? (
        <p
          id={countId}
          className={`text-right text-sm ${tooLong ? "text-red-700 dark:text-red-400" : "text-base-content/70"}`}
        >
          {count}
        </p>
      ) : null}
    </form>
  );
}
