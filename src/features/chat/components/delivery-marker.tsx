import { CheckCheckIcon, CheckIcon, ClockIcon } from "@/components/ui/icons";

const MARKERS = {
  delivered: {
    label: "Delivered",
    Icon: CheckIcon,
    color: "text-emerald-600 dark:text-emerald-400",
  },
  read: { label: "Read", Icon: CheckCheckIcon, color: "text-blue-600 dark:text-blue-400" },
  sending: { label: "Sending", Icon: ClockIcon, color: "text-base-content/80" },
  sent: { label: "Sent", Icon: ClockIcon, color: "text-base-content/80" },
  // An answer WhatsApp could not deliver: still a clock, but it says so.
  failed: { label: "Not delivered", Icon: ClockIcon, color: "text-red-700 dark:text-red-400" },
} as const;

/**
 * product §4: delivered and read show check icons (emerald and blue), any other status a clock.
 * The label names the status for those who cannot see the icon; a failed one says so in words.
 */
export function DeliveryMarker({ status }: { status: string }) {
  const marker =
    status === "delivered" || status === "read" || status === "sending" || status === "failed"
      ? MARKERS[status]
      : MARKERS.sent;
  const { Icon } = marker;
  return (
    <span
      role="img"
      aria-label={marker.label}
      title={marker.label}
      data-status={status}
      className={`inline-flex items-center gap-1 ${marker.color}`}
    >
      <Icon className="size-4" />
      {status === "failed" ? marker.label : null}
    </span>
  );
}
