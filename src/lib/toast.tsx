import toast from "react-hot-toast";

export interface ToastMessage {
  title: string;
  description?: string;
  /** A toast with the same id replaces the shown one instead of stacking (repeated effects). */
  id?: string;
}

/**
 * product §9: one toast at a time, each shown for 5 seconds unless dismissed. Its "removal delay
 * after dismissal" (1,000,000 ms) is how long the original kept a dismissed toast in memory;
 * here a dismissed toast leaves the page once it has faded out, so assistive technology never
 * meets a hidden one.
 */
export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;

function ToastContent({ title, description }: ToastMessage) {
  return (
    <div className="text-left">
      <p className="font-semibold">{title}</p>
      {description ? <p className="text-sm opacity-90">{description}</p> : null}
    </div>
  );
}

export function notifySuccess(message: ToastMessage) {
  toast.success(<ToastContent {...message} />, { id: message.id });
}

/** Failures are announced assertively so screen-reader users hear them right away. */
export function notifyError(message: ToastMessage) {
  toast.error(<ToastContent {...message} />, {
    id: message.id,
    ariaProps: { role: "alert", "aria-live": "assertive" },
  });
}
