import type { Manifest, ManifestGuest } from "@shared/contracts/check-in";
import { onlineManager, type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { ApiError } from "@/lib/api-error";
import { useCurrentUser } from "@/lib/current-user";
import { isOfflineError } from "@/lib/offline/offline-error";
import { notifyError } from "@/lib/toast";
import { errorMessage } from "@/utils/error-message";
import { tourManifestQueryKey } from "../api/get-tour-manifest";
import { type GuestMark, sendGuestMark } from "../api/send-guest-mark";
import { dropMark, keepMark, loadMarks, pendingMarks, subscribeMarks } from "./pending-marks";

/** The guest as the mark makes them, shown at once, before (or without) the API's answer. */
function marked(guest: ManifestGuest, mark: GuestMark): ManifestGuest {
  return mark.action === "check-in"
    ? {
        ...guest,
        checkedInAt: mark.markedAt,
        idType: mark.checkIn?.idType ?? null,
        noShowAt: null,
        waiverSignedAt:
          guest.waiverSignedAt ?? (mark.checkIn?.signatureName ? mark.markedAt : null),
      }
    : { ...guest, noShowAt: mark.markedAt };
}

function putGuest(
  client: QueryClient,
  tourId: string,
  id: string,
  change: (g: ManifestGuest) => ManifestGuest,
) {
  client.setQueryData<Manifest>([...tourManifestQueryKey, tourId], (manifest) =>
    manifest
      ? { ...manifest, guests: manifest.guests.map((g) => (g.id === id ? change(g) : g)) }
      : manifest,
  );
}

const sending = new Set<string>();

/** How often waiting marks are tried again while the device says it is online. */
const RETRY_MS = 5000;

/**
 * Sends one waiting mark: answered, it leaves the queue (a refusal with the API's sentence, the
 * manifest read again); with no connection it stays for the next try.
 */
async function send(client: QueryClient, userId: string, mark: GuestMark) {
  if (sending.has(mark.key)) return;
  sending.add(mark.key);
  try {
    const guest = await sendGuestMark(mark);
    await dropMark(userId, mark.key);
    putGuest(client, mark.tourId, mark.guestId, () => guest);
  } catch (error) {
    if (isOfflineError(error) || !(error instanceof ApiError) || error.status >= 500) return;
    await dropMark(userId, mark.key);
    notifyError({ title: `${mark.guestName}: not saved`, description: errorMessage(error, "") });
    void client.invalidateQueries({ queryKey: [...tourManifestQueryKey, mark.tourId] });
  } finally {
    sending.delete(mark.key);
  }
}

async function sendAll(client: QueryClient, userId: string) {
  for (const mark of await loadMarks(userId)) await send(client, userId, mark);
}

/**
 * The partner's check-ins and no-shows: `mark` shows the change at once, keeps it on the
 * device and sends it (now, or when the connection returns); `waiting` counts those not yet
 * sent, `isWaiting` tells one guest's.
 */
export function useGuestMarks() {
  const client = useQueryClient();
  const userId = useCurrentUser().data?.id ?? "";
  const marks = useSyncExternalStore(subscribeMarks, () => pendingMarks(userId));

  useEffect(() => {
    if (!userId) return;
    void loadMarks(userId).then(() => {
      if (onlineManager.isOnline()) void sendAll(client, userId);
    });
    const retry = () => {
      if (navigator.onLine && pendingMarks(userId).length > 0) void sendAll(client, userId);
    };
    // The connection's return sends them; so does a later try, for a first one that failed
    // while the network was still coming back.
    window.addEventListener("online", retry);
    const timer = window.setInterval(retry, RETRY_MS);
    const unsubscribe = onlineManager.subscribe((online) => {
      if (online) retry();
    });
    return () => {
      window.removeEventListener("online", retry);
      window.clearInterval(timer);
      unsubscribe();
    };
  }, [client, userId]);

  const mark = useCallback(
    async (
      guest: ManifestGuest,
      tourId: string,
      change: Omit<GuestMark, "key" | "tourId" | "guestId" | "guestName" | "markedAt">,
    ) => {
      const next: GuestMark = {
        ...change,
        key: crypto.randomUUID(),
        tourId,
        guestId: guest.id,
        guestName: guest.name,
        markedAt: new Date().toISOString(),
      };
      putGuest(client, tourId, guest.id, (g) => marked(g, next));
      await keepMark(userId, next);
      if (onlineManager.isOnline()) await send(client, userId, next);
    },
    [client, userId],
  );

  return {
    mark,
    waiting: marks.length,
    isWaiting: (guestId: string) => marks.some((m) => m.guestId === guestId),
  };
}
