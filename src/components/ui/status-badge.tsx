import { capitalize } from "@/utils/format";

const STATUS_STYLE: Record<string, string> = {
  open: "badge-success",
  scheduled: "badge-primary",
  pending: "badge-warning",
  shortlisted: "badge-info",
  accepted: "badge-success",
  awarded: "badge-success",
  completed: "badge-neutral",
  declined: "badge-error",
  cancelled: "badge-error",
  withdrawn: "badge-ghost",
  paid: "badge-success",
  corrected: "badge-ghost",
};

/** An opportunity's, bid's, tour's or payable line's status; scheduled tours stand out (product §4). */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`badge badge-sm ${STATUS_STYLE[status] ?? "badge-ghost"}`}>
      {capitalize(status)}
    </span>
  );
}
