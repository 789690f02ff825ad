import type { BidStatus } from "@shared/contracts/api";

const STYLES: Record<BidStatus, string> = {
  pending: "badge-warning",
  shortlisted: "badge-info",
  accepted: "badge-success",
  declined: "badge-error",
  withdrawn: "badge-neutral",
};

export function BidStatusBadge({ status }: { status: BidStatus }) {
  return <span className={`badge badge-sm capitalize ${STYLES[status]}`}>{status}</span>;
}
