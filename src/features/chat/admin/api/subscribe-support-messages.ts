import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { supabase } from "@/lib/supabase";
import { getConversationMessagesQueryOptions } from "./get-conversation-messages";
import { conversationsQueryKey } from "./get-conversations";

let channelCount = 0;

/**
 * Every new chat message refreshes the inbox, and the open conversation when it is theirs, the
 * moment it is stored. Admins may read every conversation, so Realtime sends them all.
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
    const channel = supabase
      .channel(`support-inbox:${channelCount}`)
      .on(
        "postgres_changes",
        { event: "INSERT", schema: "public", table: "chat_messages" },
        (change: { new: { user_id?: string } }) => {
          void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
          const userId = change.new.user_id;
          if (userId && userId === openUser.current) {
            void queryClient.invalidateQueries({
              queryKey: getConversationMessagesQueryOptions(userId).queryKey,
            });
          }
        },
      )
      .subscribe();
    return () => {
      void supabase.removeChannel(channel);
    };
  }, [queryClient]);
}
