import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { createContext, useCallback, useContext } from "react";

/** What can happen that other reads must show: each names the change, not who shows it. */
export type ChangeEvent =
  | "bid-placed"
  | "bid-withdrawn"
  | "bid-reviewed"
  | "opportunity-changed"
  | "opportunity-edited"
  | "opportunity-cancelled"
  | "tour-updated"
  | "notification-received"
  | "notifications-read"
  | "user-changed"
  | "current-user-changed"
  | "email-confirmed"
  | "profile-field-changed"
  | "legal-document-created"
  | "legal-document-changed"
  | "agreement-signed"
  | "platform-feed-changed"
  | "chat-message-sent"
  | "support-reply-sent"
  | "tour-message-sent"
  | "licence-changed"
  | "licence-reviewed"
  | "payout-recorded"
  | "bank-account-changed"
  | "ach-settings-saved"
  | "tax-details-saved"
  | "tax-threshold-added"
  | "admin-settings-changed"
  | "review-replied"
  | "review-visibility-changed"
  | "blackouts-changed"
  | "tour-withdrawn"
  | "withdrawal-decided"
  | "team-changed"
  | "team-invite-accepted"
  | "tour-guide-changed";

/**
 * Each event with the reads it makes stale (each a query's `queryKey`, or the prefix its api file
 * exports for all its pages). The app has one: src/app/refreshes.ts.
 */
export type RefreshMap = Readonly<Record<ChangeEvent, readonly QueryKey[]>>;

/**
 * Loads the map on first use: the map imports every feature's reads, so handing it over as a
 * loader keeps them (and the Supabase client they import) out of the landing page's bundle.
 */
export type RefreshMapLoader = () => Promise<RefreshMap>;

const RefreshMapContext = createContext<RefreshMapLoader | null>(null);

/** Hands the app's refresh map loader to every mutation below it. */
export const RefreshMapProvider = RefreshMapContext.Provider;

/** A function that refreshes every read the map lists for an event. */
export function useRefreshAfter() {
  const loadMap = useContext(RefreshMapContext);
  if (!loadMap) throw new Error("useRefreshAfter needs a RefreshMapProvider above it");
  const queryClient = useQueryClient();
  return useCallback(
    async (event: ChangeEvent) => {
      const map = await loadMap();
      await Promise.all(map[event].map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    [loadMap, queryClient],
  );
}
