import type { Priority } from "@shared/contracts/api";
import { PRIORITY_LABELS } from "../labels";

const PRIORITY_STYLE: Record<Priority, string> = {
  high: "badge-error",
  regular: "badge-info",
  low: "badge-ghost",
};

export function PriorityBadge({ priority }: { priority: Priority }) {
  return (
    <span className={`badge badge-sm ${PRIORITY_STYLE[priority]}`}>
      {PRIORITY_LABELS[priority]}
    </span>
  );
}
