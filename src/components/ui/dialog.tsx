import { type ReactNode, useEffect, useId, useRef } from "react";

export interface DialogProps {
  open: boolean;
  title: string;
  /** Called on Escape, on the backdrop and on the close button. */
  onClose: () => void;
  description?: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom; they stay visible while the body scrolls. */
  actions?: ReactNode;
  size?: "md" | "lg";
}

/**
 * A modal on the native <dialog>: the browser traps focus, Escape closes it and focus returns
 * to the opener. daisyUI's `modal` classes style it; on phones it fills the width.
 */
export function Dialog({
  open,
  title,
  onClose,
  description,
  children,
  actions,
  size,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="modal modal-bottom sm:modal-middle"
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <div
          className={`modal-box flex max-h-[90dvh] flex-col p-0 ${size === "lg" ? "sm:max-w-3xl" : ""}`}
        >
          <div className="flex items-start justify-between gap-4 px-6 pt-6">
            <div>
              <h2 id={titleId} className="text-lg font-bold">
                {title}
              </h2>
              {description ? (
                <div id={descriptionId} className="mt-1 text-sm text-base-content/70">
                  {description}
                </div>
              ) : null}
            </div>
            <button
              type="button"
              className="btn btn-ghost btn-sm btn-circle"
              aria-label="Close"
              onClick={onClose}
            >
              ✕
            </button>
          </div>
          <div className="overflow-y-auto px-6 py-4">{children}</div>
          {actions ? (
            <div className="modal-action mt-0 border-t border-base-300 px-6 py-4">{actions}</div>
          ) : null}
        </div>
      ) : null}
      <form method="dialog" className="modal-backdrop">
        <button type="button" tabIndex={-1} aria-hidden="true" onClick={onClose}>
          close
        </button>
      </form>
    </dialog>
  );
}
