import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useRefreshAfter } from "@/lib/refresh";
import { supabase } from "@/lib/supabase";
import { getNotificationsQueryOptions } from "./get-notifications";

let channelCount = 0;

/**
 * Refreshes the notifications the moment one is written for `userId` (Realtime applies the
 * table's RLS), and with them what a notification announces (an accepted bid, a scheduled tour)
 * has changed: the refresh map's "notification-received". Once subscribed it refreshes as well, so a
 * notification written while the channel was joining is not missed.
 */
export function useNotificationsSubscription(userId: string | undefined) {
  const queryClient = useQueryClient();
  const refreshAfter = useRefreshAfter();

  useEffect(() => {
    if (!userId) return;
    const { queryKey } = getNotificationsQueryOptions();
    const refreshCount = () => void queryClient.invalidateQueries({ queryKey });
    const onInsert = () => void refreshAfter("notification-received");
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
  }, [queryClient, refreshAfter, userId]);
}
