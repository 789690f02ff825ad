export type { PartnerFeedStatus, PlatformFeed } from "@shared/contracts/calendar";
