import { useEffect } from "react";
import toast, { Toaster, useToasterStore } from "react-hot-toast";
import { TOAST_DURATION_MS, TOAST_LIMIT } from "@/lib/toast";

/** The app's toast outlet; react-hot-toast has no visible-count limit, so older ones are dismissed. */
export function AppToaster() {
  const { toasts } = useToasterStore();

  useEffect(() => {
    // The store lists the newest toast first.
    for (const extra of toasts.filter((t) => t.visible).slice(TOAST_LIMIT)) {
      toast.dismiss(extra.id);
    }
  }, [toasts]);

  return (
    <Toaster
      position="top-center"
      toastOptions={{
        duration: TOAST_DURATION_MS,
        className: "bg-base-100 text-base-content border border-base-300",
      }}
    />
  );
}
