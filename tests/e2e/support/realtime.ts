import type { Page } from "@playwright/test";

/** The Realtime frames a page receives that carry a database change, as they arrive. */
export function collectRealtimeChanges(page: Page) {
  const changes: string[] = [];
  page.on("websocket", (socket) => {
    if (!socket.url().includes("/realtime/v1/websocket")) return;
    socket.on("framereceived", ({ payload }) => {
      if (typeof payload === "string" && payload.includes("postgres_changes")) {
        changes.push(payload);
      }
    });
  });
  return changes;
}
