import type { Priority } from "@/types/api";
import { PRIORITY_LABELS } from "./opportunity-options";

const STYLES: Record<Priority, string> = {
  high: "badge-error",
  regular: "badge-info",
  low: "badge-ghost",
};

export function PriorityBadge({ priority }: { priority: Priority }) {
  return (
    <span className={`badge badge-sm badge-soft shrink-0 ${STYLES[priority]}`}>
      {PRIORITY_LABELS[priority]}
    </span>
  );
}
