import { type ButtonHTMLAttributes, type MouseEvent, useEffect, useRef } from "react";

/**
 * How long a click holds the button when it starts no request (the form refused its input) and
 * the form is not edited meanwhile: longer than a double click's second click takes.
 */
export const CLICK_HOLD_MS = 800;

export interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The request the button sends is in flight. */
  pending: boolean;
}

/**
 * A button that sends a request once: disabled and busy (a spinner, `aria-busy`) while the request
 * is in flight, and deaf to the clicks between its own click and the request's start, which come
 * before the form's checks have run and the busy state has rendered (a double click). It is not
 * disabled in its own click, which would cancel the form's submission.
 */
export function BusyButton({ pending, onClick, disabled, children, ...button }: BusyButtonProps) {
  const held = useRef(false);
  const sawPending = useRef(false);
  useEffect(() => {
    if (pending) {
      sawPending.current = true;
    } else if (sawPending.current) {
      sawPending.current = false;
      held.current = false;
    }
  }, [pending]);

  const click = (event: MouseEvent<HTMLButtonElement>) => {
    if (pending || held.current) {
      event.preventDefault();
      return;
    }
    held.current = true;
    // Freed when the click started no request: once the user edits the form, or after a while.
    // A write refused on the device for want of a connection fails before `pending` renders, so
    // the connection's return frees it as well: that is when the user sends it again.
    const release = () => {
      if (!sawPending.current) held.current = false;
    };
    event.currentTarget.form?.addEventListener("input", release, { once: true });
    window.addEventListener("online", release, { once: true });
    window.setTimeout(release, CLICK_HOLD_MS);
    onClick?.(event);
  };

  return (
    <button
      {...button}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
      onClick={click}
    >
      {pending ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
