import { paths } from "@/config/paths";
import type { NotificationType } from "../types";

const TARGETS: Partial<Record<NotificationType, string>> = {
  assignment: paths.opportunities.path,
  bid_accepted: paths.home.path,
  bid_declined: paths.home.path,
  tour_scheduled: paths.calendar.path,
  tour_cancelled: paths.calendar.path,
  tour_completed: paths.earnings.path,
  // A change or cancellation of a tour the partner bid on: their bids are on the dashboard.
  opportunity_changed: paths.home.path,
  opportunity_cancelled: paths.home.path,
  chat_reply: paths.chat.path,
};

/** Where a notification leads: its bid to the dashboard, its tour to the calendar, … */
export function notificationTarget(type: NotificationType): string | undefined {
  return TARGETS[type];
}
