import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { supabase } from "@/lib/supabase";
import { getChatMessagesQueryOptions } from "./get-chat-messages";

let channelCount = 0;

/**
 * Refreshes the conversation the moment a message of it is stored or changes status (an
 * admin's answer, a read receipt), instead of waiting for the next poll. Realtime applies the
 * chat's RLS, so only the caller's own conversation arrives.
 */
export function useChatMessagesSubscription(userId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId) return;
    const { queryKey } = getChatMessagesQueryOptions();
    const refresh = () => void queryClient.invalidateQueries({ queryKey });
    const change = {
      schema: "public",
      table: "chat_messages",
      filter: `user_id=eq.${userId}`,
    } as const;
    // A topic of its own per subscription: the client hands out an existing channel by topic,
    // and a remount must not get the one being removed.
    channelCount += 1;
    const channel = supabase
      .channel(`chat-messages:${userId}:${channelCount}`)
      .on("postgres_changes", { event: "INSERT", ...change }, refresh)
      .on("postgres_changes", { event: "UPDATE", ...change }, refresh)
      .subscribe();
    return () => {
      void supabase.removeChannel(channel);
    };
  }, [queryClient, userId]);
}
