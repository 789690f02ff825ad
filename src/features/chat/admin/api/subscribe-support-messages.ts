import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { supabase } from "@/lib/supabase";
import { getConversationMessagesQueryOptions } from "./get-conversation-messages";
import { conversationsQueryKey } from "./get-conversations";

let channelCount = 0;

/**
 * Every new chat message refreshes the inbox, and the open conversation when it is theirs, the
 * moment it is stored; a message's new status refreshes the open conversation. Admins may read every conversation, so Realtime sends them all.
 */
export function useSupportMessagesSubscription(openUserId: string | undefined) {
  const queryClient = useQueryClient();
  // Read when a change arrives, so choosing another conversation keeps the same channel.
  const openUser = useRef(openUserId);
  openUser.current = openUserId;
  useEffect(() => {
    // A topic of its own per subscription: the client hands out an existing channel by topic,
    // and a remount must not get the one being removed.
    channelCount += 1;
    const refreshOpen = (userId: string | undefined) => {
      if (!userId || userId !== openUser.current) return;
      void queryClient.invalidateQueries({
        queryKey: getConversationMessagesQueryOptions(userId).queryKey,
      });
    };
    const channel = supabase
      .channel(`support-inbox:${channelCount}`)
      .on(
        "postgres_changes",
        { event: "INSERT", schema: "public", table: "chat_messages" },
        (change: { new: { user_id?: string } }) => {
          void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
          refreshOpen(change.new.user_id);
        },
      )
      // A status moving on (WhatsApp's delivered and read on an answer) shows in the open
      // conversation; the list's badges follow their own poll.
      .on(
        "postgres_changes",
        { event: "UPDATE", schema: "public", table: "chat_messages" },
        (change: { new: { user_id?: string } }) => refreshOpen(change.new.user_id),
      )
      .subscribe();
    return () => {
      void supabase.removeChannel(channel);
    };
  }, [queryClient]);
}
