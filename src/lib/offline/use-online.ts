import { onlineManager } from "@tanstack/react-query";
import { useSyncExternalStore } from "react";

// The query client pauses requests while offline; it starts out assuming a connection, so it
// is told the browser's own view first (a page reloaded in a field with no signal).
if (typeof navigator !== "undefined") onlineManager.setOnline(navigator.onLine);

/** Whether the device has a connection, as the query client sees it. */
export function useOnline() {
  return useSyncExternalStore(
    (onChange) => onlineManager.subscribe(onChange),
    () => onlineManager.isOnline(),
    () => true,
  );
}
