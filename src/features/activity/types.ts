export type { ActivityItem, ActivityType } from "@shared/contracts/activity";
