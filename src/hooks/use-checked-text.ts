import { useState } from "react";

/** What a zod schema's `safeParse` returns, as far as a single field needs it. */
type Checked<T> =
  | { success: true; data: T }
  | { success: false; error: { issues: readonly { message: string }[] } };

/**
 * The text of a dialog's one field (a reason, a template name) and the shared schema's message
 * about it: the message shows after a refused submit and goes as soon as the text changes.
 */
export function useCheckedText(initial = "") {
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string>();
  return {
    text,
    /** `value`, `onChange` and `error` for the field. */
    field: {
      value: text,
      error,
      onChange: (next: string) => {
        setText(next);
        setError(undefined);
      },
    },
    /** Starts over, e.g. when the dialog opens again. */
    reset: (next = "") => {
      setText(next);
      setError(undefined);
    },
    /** The parsed payload, or undefined after showing the schema's first message. */
    check: <T>(result: Checked<T>): T | undefined => {
      if (result.success) return result.data;
      setError(result.error.issues[0]?.message);
      return undefined;
    },
  };
}
