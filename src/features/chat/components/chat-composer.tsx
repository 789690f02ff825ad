import { CHAT_MESSAGE_MAX_LENGTH } from "@shared/contracts/limits";
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
  const canSend = value.trim().length > 0 && !sending;

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) onSend();
  };

  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (canSend) onSend();
      }}
    >
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
        maxLength={CHAT_MESSAGE_MAX_LENGTH}
        className="textarea max-h-40 min-h-11 w-full flex-1 resize-none text-base field-sizing-content"
      />
      <button type="submit" className="btn btn-primary min-h-11" disabled={!canSend}>
        {sending ? (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        ) : (
          <SendIcon className="size-4" />
        )}
        Send
      </button>
    </form>
  );
}
