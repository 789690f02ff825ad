import type { StackContext } from "../lib/context.ts";
import type { Channel } from "./channel.ts";
import type { PresenceRegistry } from "./presence.ts";
import type { SubscriptionRegistry } from "./subscriptions.ts";
import type { TopicHub } from "./topic-hub.ts";

/** What all sockets of the Realtime stand-in share. */
export interface RealtimeState {
  ctx: StackContext;
  hub: TopicHub<Channel>;
  presence: PresenceRegistry<Channel>;
  subscriptions: SubscriptionRegistry;
}
