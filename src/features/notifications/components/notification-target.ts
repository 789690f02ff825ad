import { paths } from "@/config/paths";
import type { NotificationType } from "../types";

const TARGETS: Partial<Record<NotificationType, string>> = {
  assignment: paths.opportunities.path,
  bid_accepted: paths.home.path,
  bid_declined: paths.home.path,
  tour_scheduled: paths.calendar.path,
  tour_cancelled: paths.calendar.path,
  chat_reply: paths.chat.path,
};

/** Where a notification leads: its bid to the dashboard, its tour to the calendar, … */
export function notificationTarget(type: NotificationType): string | undefined {
  return TARGETS[type];
}
