import type { Query, QueryKey } from "@tanstack/react-query";

/**
 * What is kept on the device for reading offline: the signed-in user (so the app opens) and
 * the schedule (upcoming tours, the day's details, each tour's page). Nothing else of the API's
 * answers is stored.
 */
const KEPT: readonly QueryKey[] = [["auth", "current-user"], ["tours"]];

export function isKept(queryKey: QueryKey) {
  return KEPT.some((prefix) => prefix.every((part, index) => queryKey[index] === part));
}

/**
 * A query may say until when it is kept (`meta.keepOfflineUntil`, an ISO moment): a tour's
 * guest list leaves the device once its check-in window has closed.
 */
export function shouldPersist(query: Query, now: number = Date.now()) {
  const until = query.meta?.keepOfflineUntil;
  if (typeof until === "string" && Date.parse(until) <= now) return false;
  return query.state.status === "success" && isKept(query.queryKey);
}

/** A week: an older copy of a schedule misleads more than it helps. */
export const OFFLINE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Raised when the stored shape changes, so a copy in an older shape is dropped. */
export const OFFLINE_CACHE_VERSION = "1";
