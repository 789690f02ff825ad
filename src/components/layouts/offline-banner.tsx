import { useQueryClient } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";
import { useOnline } from "@/lib/offline/use-online";
import { formatDateTime, formatTime } from "@/utils/format";

/** When the schedule shown was last fetched: the newest answer of the tours' queries. */
function useScheduleSavedAt() {
  const client = useQueryClient();
  return useSyncExternalStore(
    (onChange) => client.getQueryCache().subscribe(onChange),
    () => {
      const times = client
        .getQueryCache()
        .findAll({ queryKey: ["tours"] })
        .map((query) => query.state.dataUpdatedAt)
        .filter((time) => time > 0);
      return times.length > 0 ? Math.max(...times) : 0;
    },
    () => 0,
  );
}

/** "2:32 PM" today, "Nov 26, 2026 2:32 PM" another day. */
function savedAtText(time: number) {
  const saved = new Date(time);
  return saved.toDateString() === new Date().toDateString()
    ? formatTime(saved)
    : formatDateTime(saved);
}

/**
 * While the device is offline: says so, and how old the schedule on screen is. Changes made
 * meanwhile are refused where they are made (the forms keep what was typed).
 */
export function OfflineBanner() {
  const online = useOnline();
  const savedAt = useScheduleSavedAt();
  if (online) return null;
  return (
    <div
      role="status"
      className="border-b border-warning/40 bg-warning/20 px-4 py-2 text-center text-sm"
    >
      <span className="font-semibold">Offline</span>
      {savedAt > 0 ? <> · showing what was saved at {savedAtText(savedAt)}</> : null}
    </div>
  );
}
