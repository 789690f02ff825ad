import type { Priority } from "@shared/contracts/api";
import { PRIORITY_LABELS } from "./opportunity-options";

/** Solid colours: the soft variants' tinted text falls short of WCAG AA contrast. */
const STYLES: Record<Priority, string> = {
  high: "badge-error",
  regular: "badge-neutral",
  low: "badge-ghost",
};

export function PriorityBadge({ priority }: { priority: Priority }) {
  return (
    <span className={`badge badge-sm shrink-0 ${STYLES[priority]}`}>
      {PRIORITY_LABELS[priority]}
    </span>
  );
}
