import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { supabase } from "@/lib/supabase";
import { getNotificationsQueryOptions } from "./get-notifications";

let channelCount = 0;

/**
 * Refreshes the notifications the moment one is written for `userId` (Realtime applies the
 * table's RLS), and with them `alsoRefresh`: what a notification announces (an accepted bid, a
 * scheduled tour) has changed those reads too. Once subscribed it refreshes as well, so a
 * notification written while the channel was joining is not missed.
 */
export function useNotificationsSubscription(
  userId: string | undefined,
  alsoRefresh: readonly QueryKey[] = [],
) {
  const queryClient = useQueryClient();
  // The latest list without resubscribing when the caller passes a new array.
  const related = useRef(alsoRefresh);
  related.current = alsoRefresh;

  useEffect(() => {
    if (!userId) return;
    const { queryKey } = getNotificationsQueryOptions();
    const refreshCount = () => void queryClient.invalidateQueries({ queryKey });
    const onInsert = () => {
      refreshCount();
      for (const key of related.current) void queryClient.invalidateQueries({ queryKey: key });
    };
    // A topic of its own per subscription: a remount must not get the channel being removed.
    channelCount += 1;
    const channel = supabase
      .channel(`notifications:${userId}:${channelCount}`)
      .on(
        "postgres_changes",
        {
          event: "INSERT",
          schema: "public",
          table: "notifications",
          filter: `user_id=eq.${userId}`,
        },
        onInsert,
      )
      // An unread chat notification is brought up to date rather than added again.
      .on(
        "postgres_changes",
        {
          event: "UPDATE",
          schema: "public",
          table: "notifications",
          filter: `user_id=eq.${userId}`,
        },
        refreshCount,
      )
      .subscribe((status) => {
        if (status === "SUBSCRIBED") refreshCount();
      });
    return () => {
      void supabase.removeChannel(channel);
    };
  }, [queryClient, userId]);
}
