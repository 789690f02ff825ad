import { formatMoney } from "@/utils/format";
import type { ActivityItem, ActivityType } from "../types";

export type ActivityTone = "info" | "success" | "warning" | "error" | "neutral";

const KINDS: Record<ActivityType, { label: string; tone: ActivityTone }> = {
  bid_submitted: { label: "Bid submitted", tone: "info" },
  bid_shortlisted: { label: "Bid shortlisted", tone: "warning" },
  bid_accepted: { label: "Bid accepted", tone: "success" },
  bid_declined: { label: "Bid declined", tone: "error" },
  bid_withdrawn: { label: "Bid withdrawn", tone: "neutral" },
  assignment: { label: "New opportunity assigned", tone: "info" },
  tour_scheduled: { label: "Tour scheduled", tone: "success" },
  tour_completed: { label: "Tour completed", tone: "success" },
  tour_cancelled: { label: "Tour cancelled", tone: "error" },
};

/** What an event says: "Bid submitted" and "$450 for Harvest tour". */
export function describeActivity(item: ActivityItem) {
  const { label, tone } = KINDS[item.type];
  let text = item.title;
  if ((item.type === "bid_submitted" || item.type === "bid_accepted") && item.amount) {
    text = `${formatMoney(item.amount)} for ${item.title}`;
  } else if (item.type === "tour_completed" && item.amount) {
    text = `${item.title}, ${formatMoney(item.amount)} earned`;
  } else if (item.detail && (item.type === "bid_declined" || item.type === "tour_cancelled")) {
    text = `${item.title} — ${item.detail}`;
  }
  return { label, text, tone };
}
