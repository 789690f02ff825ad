/** product §4: a scheduled tour is highlighted (the default, filled badge); other statuses as-is. */
export function TourStatusBadge({ status }: { status: string }) {
  const style = status === "scheduled" ? "badge-primary" : "badge-ghost";
  return <span className={`badge badge-sm ${style} capitalize`}>{status}</span>;
}
