/**
 * After a refused submit, brings the form's first invalid field and its message into view: in a
 * dialog that scrolls, a message below the fold made Submit seem to do nothing. The
 * field takes the focus; its message (what aria-describedby names first) is scrolled to.
 */
export function revealFirstError(form: HTMLFormElement | null) {
  // After the render that shows the messages.
  requestAnimationFrame(() => {
    const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    const messageId = field.getAttribute("aria-describedby")?.split(" ")[0];
    const message = messageId ? document.getElementById(messageId) : null;
    field.focus({ preventScroll: true });
    (message ?? field).scrollIntoView?.({ block: "nearest" });
  });
}
