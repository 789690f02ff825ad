import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { api } from "@/lib/api-client";
import { adminOpportunitiesQueryKey } from "./get-admin-opportunities";

/** How long typing in Location pauses before the form asks which clock the place keeps. */
const LOCATION_PAUSE_MS = 400;

export interface PlaceTimeZone {
  location: string;
  timeZone: string;
}

/** GET /api/admin/opportunities/time-zone: the zone the database will store for a tour there. */
export function getTimeZone(location: string) {
  return api.get<PlaceTimeZone>(
    `/api/admin/opportunities/time-zone?location=${encodeURIComponent(location)}`,
  );
}

export function getTimeZoneQueryOptions(location: string) {
  return queryOptions({
    queryKey: [...adminOpportunitiesQueryKey, "time-zone", location],
    queryFn: () => getTimeZone(location),
    enabled: location !== "",
    staleTime: Number.POSITIVE_INFINITY,
    placeholderData: keepPreviousData,
  });
}

/**
 * The clock of the typed location (once typing pauses), so the form can say in which zone its
 * date and time are read; `known` (the stored tour's zone) until the answer comes.
 */
export function useTourTimeZone(location: string, known?: string) {
  const [settled, setSettled] = useState(location.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(location.trim()), LOCATION_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [location]);
  const query = useQuery(getTimeZoneQueryOptions(settled));
  return settled === "" ? undefined : (query.data?.timeZone ?? known);
}
