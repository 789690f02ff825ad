import { formatDistanceToNow, parseISO } from "date-fns";
import { QueryCard } from "@/components/ui/query-card";
import { formatDateTime } from "@/utils/format";
import { useRecentActivity } from "../api/get-recent-activity";
import type { ActivityItem } from "../types";
import { type ActivityTone, describeActivity } from "./describe-activity";

const DOTS: Record<ActivityTone, string> = {
  info: "bg-info",
  success: "bg-success",
  warning: "bg-warning",
  error: "bg-error",
  neutral: "bg-base-content/40",
};

export function ActivityList({ items }: { items: ActivityItem[] }) {
  if (items.length === 0) {
    return (
      <p className="py-6 text-center text-base-content/70">
        No recent activity yet. Your bids and tours will show up here.
      </p>
    );
  }
  return (
    <ul className="space-y-3">
      {items.map((item) => {
        const { label, text, tone } = describeActivity(item);
        return (
          <li key={item.id} className="flex gap-3">
            <span
              className={`mt-1.5 size-2.5 shrink-0 rounded-full ${DOTS[tone]}`}
              aria-hidden="true"
            />
            <div className="min-w-0">
              <p className="text-sm">
                <span className="font-semibold">{label}</span>
                <span className="break-words">: {text}</span>
              </p>
              <time
                dateTime={item.occurredAt}
                title={formatDateTime(item.occurredAt)}
                className="text-xs text-base-content/70"
              >
                {formatDistanceToNow(parseISO(item.occurredAt), { addSuffix: true })}
              </time>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** product §2's Recent Activity card, from the partner's real bid, assignment and tour events. */
export function RecentActivityCard() {
  const activity = useRecentActivity();
  return (
    <QueryCard title="Recent Activity" query={activity} loadingLabel="Loading recent activity...">
      <ActivityList items={activity.data ?? []} />
    </QueryCard>
  );
}
