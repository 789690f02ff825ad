export type {
  AppNotification,
  NotificationsPage,
  NotificationType,
} from "@shared/contracts/notifications";
