/** GET/POST /api/calendar/feed-url: the partner's private subscription. */
export interface PartnerFeed {
  url: string;
  webcalUrl: string;
  createdAt: string;
}

/** GET/POST /api/admin/calendar/feed-url: the platform feed, nulls while it is off. */
export interface PlatformFeed {
  enabled: boolean;
  url: string | null;
  webcalUrl: string | null;
  createdAt: string | null;
  /** When a calendar app last fetched this URL. */
  lastFetchedAt: string | null;
}

/** GET /api/admin/calendar/feeds: a partner's feed, never its secret. */
export interface PartnerFeedStatus {
  partnerId: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  businessName: string | null;
  isActive: boolean;
  hasFeed: boolean;
  /** When the partner first turned the feed on. */
  feedCreatedAt: string | null;
  /** When a calendar app last fetched it. */
  lastFetchedAt: string | null;
  /** Scheduled tours still ahead. */
  upcomingTours: number;
}
