import type { Manifest } from "@shared/contracts/check-in";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

/** Every manifest's query: under ["tours"], so the device keeps it for reading offline. */
export const tourManifestQueryKey = ["tours", "manifest"] as const;

/** The guest list opens 24 hours before the start and closes 24 hours after the end. */
const WINDOW_MS = 24 * 3_600_000;

/** GET /api/tours/{id}/guests: the day's manifest, for the tour's partner in the window. */
export function getTourManifest(id: string) {
  return api.get<Manifest>(`/api/tours/${encodeURIComponent(id)}/guests`);
}

/** Whether `now` lies in the tour's check-in window (the database's own rule decides). */
export function inCheckInWindow(
  tour: { date: string; duration: number },
  now: number = Date.now(),
): boolean {
  const start = Date.parse(tour.date);
  return now >= start - WINDOW_MS && now <= start + tour.duration * 3_600_000 + WINDOW_MS;
}

export function getTourManifestQueryOptions(id: string, closesAt?: string) {
  return queryOptions({
    queryKey: [...tourManifestQueryKey, id],
    queryFn: () => getTourManifest(id),
    // Kept on the device only until the window closes (lib/offline/persisted-queries).
    meta: closesAt ? { keepOfflineUntil: closesAt } : undefined,
  });
}

/** The manifest of a tour whose window is open (not asked otherwise). */
export function useTourManifest(tour: { id: string; date: string; duration: number }) {
  const closesAt = new Date(Date.parse(tour.date) + tour.duration * 3_600_000 + WINDOW_MS);
  return useQuery({
    ...getTourManifestQueryOptions(tour.id, closesAt.toISOString()),
    enabled: inCheckInWindow(tour),
  });
}
