import { createStore, get, set } from "idb-keyval";
import type { GuestMark } from "../api/send-guest-mark";

/**
 * The check-ins and no-shows made on this device and not yet answered by the API, per user:
 * kept in the app's database so a phone without signal (or reloaded in a field) still holds
 * them, and sent once the connection returns (use-guest-marks). Each carries its own
 * Idempotency-Key, so one sent twice (an answer lost on the way) is done once.
 */
const store = createStore("tour-partner-portal-marks", "pending-marks");

type Listener = () => void;
const listeners = new Set<Listener>();
const loaded = new Map<string, GuestMark[]>();
const EMPTY: GuestMark[] = [];

function keyOf(userId: string) {
  return `user:${userId}`;
}

/** The user's waiting marks as last loaded (empty until `loadMarks`). */
export function pendingMarks(userId: string): GuestMark[] {
  return loaded.get(userId) ?? EMPTY;
}

export async function loadMarks(userId: string): Promise<GuestMark[]> {
  if (!loaded.has(userId)) {
    loaded.set(userId, (await get<GuestMark[]>(keyOf(userId), store)) ?? []);
    notify();
  }
  return pendingMarks(userId);
}

async function save(userId: string, marks: GuestMark[]) {
  loaded.set(userId, marks);
  notify();
  await set(keyOf(userId), marks, store);
}

/** Keeps a mark (a later mark of the same guest replaces an earlier one not yet sent). */
export async function keepMark(userId: string, mark: GuestMark) {
  const marks = await loadMarks(userId);
  await save(userId, [...marks.filter((m) => m.guestId !== mark.guestId), mark]);
}

export async function dropMark(userId: string, key: string) {
  const marks = await loadMarks(userId);
  await save(
    userId,
    marks.filter((m) => m.key !== key),
  );
}

export function subscribeMarks(listener: Listener) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function notify() {
  for (const listener of listeners) listener();
}
