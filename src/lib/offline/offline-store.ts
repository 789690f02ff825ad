import type { PersistedClient, Persister } from "@tanstack/react-query-persist-client";
import { clear, createStore, del, get, set } from "idb-keyval";

/** The device's copies of the schedule, one entry per user id, in the app's own database. */
const store = createStore("tour-partner-portal", "offline-queries");

/** A burst of cache changes (a page's queries landing together) is written once. */
const SAVE_DELAY_MS = 100;

/** A persister of one user's queries; `close()` drops a save still waiting and stops saving. */
export function userPersister(userId: string): Persister & { close: () => void } {
  const key = `user:${userId}`;
  let pending: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let closed = false;
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    const latest = pending;
    pending = null;
    if (!closed && latest) void set(key, latest, store);
  };
  // A page left (or reloaded) right after an answer arrived still keeps it.
  const onPageHide = () => save();
  window.addEventListener("pagehide", onPageHide);
  return {
    persistClient(client) {
      if (closed) return;
      pending = client;
      timer ??= setTimeout(save, SAVE_DELAY_MS);
    },
    restoreClient: () => get<PersistedClient>(key, store),
    removeClient: () => del(key, store),
    close() {
      closed = true;
      clearTimeout(timer);
      window.removeEventListener("pagehide", onPageHide);
    },
  };
}

/** Removes every user's copy: on sign-out nothing of anyone's schedule stays on the device. */
export function clearOfflineCopies() {
  return clear(store);
}
